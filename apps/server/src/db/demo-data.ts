/**
 * The demo shop beside its menu (demo-menu.ts): coupons, accounts and reviews. Items refer to each
 * other by slug; the seed turns slugs into ids.
 */
import type { Role } from '@burgers/domain/constants';

export * from './demo-menu';

export interface DemoCoupon {
  slug: string;
  code: string;
  title: string;
  discountPorcentage: number;
  /** A fixed past date for the expired one; the others are valid for a year from the seed day. */
  expired: boolean;
  products: string[];
}

export interface DemoUser {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
}

export interface DemoReview {
  rating: number;
  description: string;
}

export const demoCoupons: DemoCoupon[] = [
  {
    slug: 'bienvenida',
    code: 'HOLA10',
    title: 'Bienvenida 10% OFF',
    discountPorcentage: 10,
    expired: false,
    products: ['clasica-devoto', 'bacon-lovers', 'devoto-especial', 'crispy-onion'],
  },
  {
    slug: 'veggie',
    code: 'VEGGIE20',
    title: 'Martes veggie',
    discountPorcentage: 20,
    expired: false,
    products: ['veggie-clasica', 'veggie-palta', 'hongos-provoleta', 'combo-veggie'],
  },
  {
    slug: 'combos',
    code: 'COMBO15',
    title: 'Combos 15% OFF',
    discountPorcentage: 15,
    expired: false,
    products: ['combo-clasico', 'combo-bacon', 'combo-veggie', 'combo-para-dos'],
  },
  {
    slug: 'verano',
    code: 'VERANO25',
    title: 'Verano refrescante',
    discountPorcentage: 25,
    expired: true,
    products: ['limonada-menta-jengibre', 'cerveza-rubia', 'agua-con-gas'],
  },
];

/** The expired coupon's last valid day: long past, so it stays expired. */
export const EXPIRED_COUPON_DATE = '2024-03-20';

/** Exactly one active account per role. */
export const demoUsers: DemoUser[] = [
  { email: 'admin@burgers.test', password: 'Admin1234!', role: 'admin', firstName: 'Admin', lastName: 'Devoto' },
  {
    email: 'empleado@burgers.test',
    password: 'Empleado1234!',
    role: 'employee',
    firstName: 'Martín',
    lastName: 'Gómez',
  },
  { email: 'cliente@burgers.test', password: 'Cliente1234!', role: 'customer', firstName: 'Sofía', lastName: 'Romero' },
];

/** Reviews written by the demo customer (no order behind them). */
export const demoReviews: DemoReview[] = [
  {
    rating: 5,
    description: 'La Devoto Especial es una locura: el huevo, la panceta crocante y el pan de papa, todo perfecto.',
  },
  {
    rating: 4,
    description: 'Muy rica la Veggie Palta y las papas rústicas. El pedido llegó calentito, volvemos seguro.',
  },
  {
    rating: 5,
    description: 'Armé mi propia burger con doble cheddar y cebolla crispy. La mejor hamburguesería de Devoto.',
  },
];
