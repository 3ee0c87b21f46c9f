/**
 * The demo menu of Burgers Devoto: what a new install shows before the admin edits anything.
 * Items refer to each other by slug; the seed turns slugs into ids. Each slug is also the name of
 * the image the web app ships under /images/menu/<slug>.svg (coupons: /images/coupons/<slug>.svg).
 */
import type { Size } from '@burgers/domain/constants';

/** What every item of the menu has; prices in pesos. */
interface DemoProduct {
  slug: string;
  name: string;
  price: number;
}

export interface DemoIngredient extends DemoProduct {
  isVeggie: boolean;
  isRepeat: boolean;
}

export interface DemoBase extends DemoProduct {
  isVeggie: boolean;
  description: string;
}

export interface DemoBurger extends DemoProduct {
  isVeggie: boolean;
  ingredients: string[];
}

export interface DemoBeverage extends DemoProduct {
  size: Size;
  isCarbonated: boolean;
  isSugar: boolean;
}

export interface DemoFries extends DemoProduct {
  size: Size;
  isVeggie: boolean;
}

export interface DemoCombo extends DemoProduct {
  isVeggie: boolean;
  burgers: string[];
  fries: string[];
  beverages: string[];
}

export const demoIngredients: DemoIngredient[] = [
  { slug: 'queso-cheddar', name: 'Queso cheddar', price: 900, isVeggie: true, isRepeat: true },
  { slug: 'panceta', name: 'Panceta crocante', price: 1200, isVeggie: false, isRepeat: true },
  { slug: 'medallon-extra', name: 'Medallón de carne extra', price: 2500, isVeggie: false, isRepeat: true },
  { slug: 'huevo-frito', name: 'Huevo frito', price: 700, isVeggie: true, isRepeat: true },
  { slug: 'provoleta', name: 'Provoleta', price: 1300, isVeggie: true, isRepeat: false },
  { slug: 'lechuga', name: 'Lechuga', price: 400, isVeggie: true, isRepeat: false },
  { slug: 'tomate', name: 'Tomate', price: 400, isVeggie: true, isRepeat: false },
  { slug: 'cebolla-caramelizada', name: 'Cebolla caramelizada', price: 800, isVeggie: true, isRepeat: false },
  { slug: 'cebolla-crispy', name: 'Cebolla crispy', price: 800, isVeggie: true, isRepeat: false },
  { slug: 'pepinos', name: 'Pepinos encurtidos', price: 500, isVeggie: true, isRepeat: false },
  { slug: 'palta', name: 'Palta', price: 1500, isVeggie: true, isRepeat: false },
  { slug: 'hongos', name: 'Hongos salteados', price: 1100, isVeggie: true, isRepeat: false },
];

export const demoBases: DemoBase[] = [
  {
    slug: 'base-clasica',
    name: 'Base Clásica',
    price: 5500,
    isVeggie: false,
    description: 'Pan de papa con un medallón de carne de 120 g',
  },
  {
    slug: 'base-doble',
    name: 'Base Doble',
    price: 7800,
    isVeggie: false,
    description: 'Pan brioche con dos medallones de carne de 120 g',
  },
  {
    slug: 'base-veggie',
    name: 'Base Veggie',
    price: 5900,
    isVeggie: true,
    description: 'Pan integral con medallón de garbanzos y lentejas',
  },
];

export const demoBurgers: DemoBurger[] = [
  {
    slug: 'clasica-devoto',
    name: 'Clásica Devoto',
    price: 7500,
    isVeggie: false,
    ingredients: ['queso-cheddar', 'lechuga', 'tomate'],
  },
  {
    slug: 'cheeseburger-doble',
    name: 'Cheeseburger Doble',
    price: 9200,
    isVeggie: false,
    ingredients: ['medallon-extra', 'queso-cheddar', 'pepinos', 'cebolla-caramelizada'],
  },
  {
    slug: 'bacon-lovers',
    name: 'Bacon Lovers',
    price: 10500,
    isVeggie: false,
    ingredients: ['queso-cheddar', 'panceta', 'cebolla-crispy'],
  },
  {
    slug: 'devoto-especial',
    name: 'Devoto Especial',
    price: 11800,
    isVeggie: false,
    ingredients: ['queso-cheddar', 'panceta', 'huevo-frito', 'lechuga', 'tomate'],
  },
  {
    slug: 'provoleta-criolla',
    name: 'Provoleta Criolla',
    price: 12500,
    isVeggie: false,
    ingredients: ['provoleta', 'tomate', 'cebolla-caramelizada'],
  },
  {
    slug: 'crispy-onion',
    name: 'Crispy Onion',
    price: 9800,
    isVeggie: false,
    ingredients: ['queso-cheddar', 'cebolla-crispy', 'pepinos'],
  },
  {
    slug: 'triple-monstruo',
    name: 'Triple Monstruo',
    price: 14000,
    isVeggie: false,
    ingredients: ['medallon-extra', 'queso-cheddar', 'panceta', 'cebolla-crispy'],
  },
  {
    slug: 'veggie-clasica',
    name: 'Veggie Clásica',
    price: 8200,
    isVeggie: true,
    ingredients: ['queso-cheddar', 'lechuga', 'tomate', 'pepinos'],
  },
  {
    slug: 'veggie-palta',
    name: 'Veggie Palta',
    price: 9500,
    isVeggie: true,
    ingredients: ['palta', 'tomate', 'lechuga', 'cebolla-caramelizada'],
  },
  {
    slug: 'hongos-provoleta',
    name: 'Hongos y Provoleta',
    price: 10200,
    isVeggie: true,
    ingredients: ['hongos', 'provoleta', 'cebolla-caramelizada'],
  },
];

export const demoBeverages: DemoBeverage[] = [
  { slug: 'gaseosa-cola', name: 'Gaseosa Cola', price: 2200, size: 'Chico', isCarbonated: true, isSugar: true },
  {
    slug: 'gaseosa-cola-zero',
    name: 'Gaseosa Cola Zero',
    price: 2800,
    size: 'Mediano',
    isCarbonated: true,
    isSugar: false,
  },
  {
    slug: 'limonada-menta-jengibre',
    name: 'Limonada con menta y jengibre',
    price: 3500,
    size: 'Grande',
    isCarbonated: false,
    isSugar: true,
  },
  { slug: 'agua-mineral', name: 'Agua mineral', price: 1800, size: 'Chico', isCarbonated: false, isSugar: false },
  { slug: 'agua-con-gas', name: 'Agua con gas', price: 2000, size: 'Mediano', isCarbonated: true, isSugar: false },
  {
    slug: 'cerveza-rubia',
    name: 'Cerveza artesanal rubia',
    price: 4500,
    size: 'Grande',
    isCarbonated: true,
    isSugar: false,
  },
];

export const demoFries: DemoFries[] = [
  { slug: 'papas-clasicas', name: 'Papas Clásicas', price: 3200, size: 'Chico', isVeggie: true },
  { slug: 'papas-rusticas', name: 'Papas Rústicas', price: 4200, size: 'Mediano', isVeggie: true },
  { slug: 'papas-cheddar-panceta', name: 'Papas con Cheddar y Panceta', price: 5800, size: 'Grande', isVeggie: false },
];

export const demoCombos: DemoCombo[] = [
  {
    slug: 'combo-clasico',
    name: 'Combo Clásico',
    price: 11500,
    isVeggie: false,
    burgers: ['clasica-devoto'],
    fries: ['papas-clasicas'],
    beverages: ['gaseosa-cola'],
  },
  {
    slug: 'combo-bacon',
    name: 'Combo Bacon',
    price: 15200,
    isVeggie: false,
    burgers: ['bacon-lovers'],
    fries: ['papas-rusticas'],
    beverages: ['gaseosa-cola-zero'],
  },
  {
    slug: 'combo-veggie',
    name: 'Combo Veggie',
    price: 12900,
    isVeggie: true,
    burgers: ['veggie-clasica'],
    fries: ['papas-clasicas'],
    beverages: ['limonada-menta-jengibre'],
  },
  {
    slug: 'combo-para-dos',
    name: 'Combo Para Dos',
    price: 29500,
    isVeggie: false,
    burgers: ['devoto-especial', 'cheeseburger-doble'],
    fries: ['papas-cheddar-panceta'],
    beverages: ['cerveza-rubia', 'gaseosa-cola'],
  },
];
