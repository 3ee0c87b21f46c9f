import type { PromotionKind } from '@burgers/domain/promotions';
import type { PromotionInput } from '@burgers/domain/schemas/promotion';
import type { PromotionView } from '@burgers/domain/schemas/promotion-response';

type NumberField = 'percentage' | 'buy' | 'pay' | 'fixedPrice' | 'minimum' | 'amount' | 'startsOn' | 'endsOn';

/**
 * The form as the inputs hold it: the body of POST /admin/promotions with every field given, the
 * numbers and dates as typed (so a half-typed value is not lost).
 */
export type PromotionFormValues = Required<Omit<PromotionInput, NumberField | 'kind' | 'categories'>> &
  Record<NumberField, string> & { kind: PromotionKind; categories: string[] };

export const KIND_LABELS: Record<PromotionKind, string> = {
  porcentaje: 'Porcentaje de descuento',
  nxm: 'NxM (2x1, 3x2)',
  precio_fijo: 'Combo a precio fijo',
  monto_minimo: 'Descuento desde un monto',
};

export const CATEGORY_LABELS: Record<string, string> = {
  burgers: 'Hamburguesas',
  combos: 'Combos',
  fries: 'Papas',
  beverages: 'Bebidas',
};

export const EMPTY_PROMOTION: PromotionFormValues = {
  name: '',
  kind: 'nxm',
  percentage: '',
  buy: '2',
  pay: '1',
  fixedPrice: '',
  minimum: '',
  amount: '',
  productIds: [],
  categories: [],
  days: [2],
  from: '00:00',
  to: '24:00',
  startsOn: '',
  endsOn: '',
  stacksWithCoupons: false,
  active: true,
};

const text = (value: number | null) => (value === null ? '' : String(value));
const number = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

export function toFormValues(promotion: PromotionView): PromotionFormValues {
  return {
    name: promotion.name,
    kind: promotion.kind,
    percentage: text(promotion.percentage),
    buy: text(promotion.buy),
    pay: text(promotion.pay),
    fixedPrice: text(promotion.fixedPrice),
    minimum: text(promotion.minimum),
    amount: text(promotion.amount),
    productIds: promotion.productIds,
    categories: promotion.categories,
    days: promotion.days,
    from: promotion.from,
    to: promotion.to,
    startsOn: promotion.startsOn ?? '',
    endsOn: promotion.endsOn ?? '',
    stacksWithCoupons: promotion.stacksWithCoupons,
    active: promotion.active,
  };
}

/** What the server is sent; it checks everything with the domain's schema and answers in Spanish. */
export function toRequest(values: PromotionFormValues): PromotionInput {
  return {
    name: values.name,
    kind: values.kind,
    percentage: number(values.percentage),
    buy: number(values.buy),
    pay: number(values.pay),
    fixedPrice: number(values.fixedPrice),
    minimum: number(values.minimum),
    amount: number(values.amount),
    productIds: values.productIds,
    categories: values.categories as PromotionInput['categories'],
    days: values.days,
    from: values.from.trim(),
    to: values.to.trim(),
    startsOn: values.startsOn.trim() || null,
    endsOn: values.endsOn.trim() || null,
    stacksWithCoupons: values.stacksWithCoupons,
    active: values.active,
  };
}
