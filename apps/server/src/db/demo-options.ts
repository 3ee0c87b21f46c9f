/**
 * The demo menu's options, dietary tags and allergens: what a customer would believe of a burger
 * place (the meat's doneness, what to take off, extras as the builder's ingredients, a gluten-free
 * bun, the combo's drink and fries). Products are named by the slugs of demo-data.ts.
 */
import type { Allergen, DietaryTag } from '@burgers/domain/options';
import { demoBurgers } from './demo-data';

export interface DemoOption {
  /** A plain option's name; a linked one takes its product's name. */
  name?: string;
  /** The catalogue product it stands for. */
  product?: string;
  price: number;
  isDefault?: boolean;
  tags?: DietaryTag[];
  allergens?: Allergen[];
}

export interface DemoOptionGroup {
  name: string;
  min: number;
  max: number;
  options: DemoOption[];
}

const punto: DemoOptionGroup = {
  name: 'Punto de la carne',
  min: 1,
  max: 1,
  options: [
    { name: 'A punto', price: 0, isDefault: true },
    { name: 'Jugosa', price: 0 },
    { name: 'Bien cocida', price: 0 },
  ],
};

const sacale: DemoOptionGroup = {
  name: 'Sacale',
  min: 0,
  max: 4,
  options: [
    { name: 'Sin cebolla', price: 0 },
    { name: 'Sin tomate', price: 0 },
    { name: 'Sin lechuga', price: 0 },
    { name: 'Sin pepinos', price: 0 },
  ],
};

/** Extras are the builder's ingredients, at the builder's prices. */
const agregale: DemoOptionGroup = {
  name: 'Agregale',
  min: 0,
  max: 3,
  options: [
    { product: 'queso-cheddar', price: 900 },
    { product: 'panceta', price: 1200 },
    { product: 'huevo-frito', price: 700 },
  ],
};

const agregaleVeggie: DemoOptionGroup = {
  ...agregale,
  options: agregale.options.filter((option) => option.product !== 'panceta'),
};

/**
 * A burger's extras leave out what it already has (its composition lists it), except cheddar:
 * "extra cheddar" is what people ask for most.
 */
function extrasFor(slug: string, group: DemoOptionGroup): DemoOptionGroup {
  const has = new Set(demoBurgers.find((burger) => burger.slug === slug)?.ingredients ?? []);
  return {
    ...group,
    options: group.options.filter((option) => option.product === 'queso-cheddar' || !has.has(option.product ?? '')),
  };
}

const pan: DemoOptionGroup = {
  name: 'Pan',
  min: 1,
  max: 1,
  options: [
    { name: 'Pan de papa', price: 0, isDefault: true, allergens: ['gluten'] },
    { name: 'Pan sin TACC', price: 900, tags: ['sinTacc'] },
  ],
};

const bebida: DemoOptionGroup = {
  name: 'Elegí tu bebida',
  min: 1,
  max: 1,
  options: [
    { product: 'gaseosa-cola', price: 0, isDefault: true },
    { product: 'gaseosa-cola-zero', price: 600 },
    { product: 'agua-mineral', price: 0 },
    { product: 'agua-con-gas', price: 0 },
    // The larger drink costs more.
    { product: 'limonada-menta-jengibre', price: 1300 },
  ],
};

const papas: DemoOptionGroup = {
  name: 'Elegí tus papas',
  min: 1,
  max: 1,
  options: [
    { product: 'papas-clasicas', price: 0, isDefault: true },
    { product: 'papas-rusticas', price: 1000 },
    { product: 'papas-cheddar-panceta', price: 2600 },
  ],
};

const salsas: DemoOptionGroup = {
  name: 'Salsas',
  min: 0,
  max: 2,
  options: [
    { name: 'Ketchup', price: 0 },
    { name: 'Mayonesa', price: 0, allergens: ['huevo'] },
    { name: 'Alioli', price: 300, allergens: ['huevo'] },
    { name: 'Barbacoa', price: 300 },
  ],
};

export const demoOptionGroups: Record<string, DemoOptionGroup[]> = {
  'clasica-devoto': [punto, sacale, extrasFor('clasica-devoto', agregale), pan],
  'cheeseburger-doble': [punto, sacale, extrasFor('cheeseburger-doble', agregale), pan],
  'bacon-lovers': [punto, sacale, extrasFor('bacon-lovers', agregale), pan],
  'devoto-especial': [punto, sacale, extrasFor('devoto-especial', agregale)],
  'provoleta-criolla': [punto, sacale, extrasFor('provoleta-criolla', agregale)],
  'crispy-onion': [punto, sacale, extrasFor('crispy-onion', agregale)],
  'triple-monstruo': [punto, sacale, extrasFor('triple-monstruo', agregale)],
  'veggie-clasica': [sacale, extrasFor('veggie-clasica', agregaleVeggie), pan],
  'veggie-palta': [sacale, pan],
  'hongos-provoleta': [sacale, extrasFor('hongos-provoleta', agregaleVeggie)],
  'papas-clasicas': [salsas],
  'papas-rusticas': [salsas],
  'combo-clasico': [punto, sacale, bebida, papas],
  'combo-bacon': [punto, sacale, bebida, papas],
  'combo-veggie': [sacale, bebida, papas],
  'combo-para-dos': [
    {
      ...bebida,
      name: 'Elegí tus bebidas',
      min: 2,
      max: 2,
      options: bebida.options.map((o, i) => ({ ...o, isDefault: i < 2 })),
    },
  ],
};

const beefBurger: Allergen[] = ['gluten', 'leche', 'huevo'];

export const demoDietary: Record<string, { tags?: DietaryTag[]; allergens?: Allergen[] }> = {
  'queso-cheddar': { tags: ['sinTacc'], allergens: ['leche'] },
  panceta: { tags: ['sinTacc'] },
  'medallon-extra': { tags: ['sinTacc'] },
  'huevo-frito': { tags: ['sinTacc'], allergens: ['huevo'] },
  provoleta: { tags: ['sinTacc'], allergens: ['leche'] },
  lechuga: { tags: ['sinTacc', 'vegano'] },
  tomate: { tags: ['sinTacc', 'vegano'] },
  'cebolla-caramelizada': { tags: ['sinTacc', 'vegano'] },
  'cebolla-crispy': { tags: ['vegano'], allergens: ['gluten'] },
  pepinos: { tags: ['sinTacc', 'vegano'], allergens: ['sulfitos'] },
  palta: { tags: ['sinTacc', 'vegano'] },
  hongos: { tags: ['sinTacc', 'vegano'] },
  'base-clasica': { allergens: ['gluten', 'huevo'] },
  'base-doble': { allergens: ['gluten', 'huevo', 'leche'] },
  'base-veggie': { tags: ['vegano'], allergens: ['gluten', 'soja'] },
  'clasica-devoto': { allergens: beefBurger },
  'cheeseburger-doble': { allergens: beefBurger },
  'bacon-lovers': { allergens: beefBurger },
  'devoto-especial': { allergens: beefBurger },
  'provoleta-criolla': { tags: ['picante'], allergens: beefBurger },
  'crispy-onion': { tags: ['picante'], allergens: beefBurger },
  'triple-monstruo': { allergens: beefBurger },
  'veggie-clasica': { allergens: ['gluten', 'leche', 'soja'] },
  'veggie-palta': { tags: ['vegano'], allergens: ['gluten', 'soja'] },
  'hongos-provoleta': { allergens: ['gluten', 'leche', 'soja'] },
  'gaseosa-cola': { tags: ['sinTacc', 'vegano'] },
  'gaseosa-cola-zero': { tags: ['sinTacc', 'vegano'] },
  'limonada-menta-jengibre': { tags: ['sinTacc', 'vegano', 'picante'] },
  'agua-mineral': { tags: ['sinTacc', 'vegano'] },
  'agua-con-gas': { tags: ['sinTacc', 'vegano'] },
  'cerveza-rubia': { tags: ['vegano'], allergens: ['gluten', 'sulfitos'] },
  'papas-clasicas': { tags: ['sinTacc', 'vegano'] },
  'papas-rusticas': { tags: ['sinTacc', 'vegano'] },
  'papas-cheddar-panceta': { tags: ['sinTacc'], allergens: ['leche'] },
  'combo-clasico': { allergens: beefBurger },
  'combo-bacon': { allergens: beefBurger },
  'combo-veggie': { allergens: ['gluten', 'leche', 'soja'] },
  'combo-para-dos': { allergens: beefBurger },
};
