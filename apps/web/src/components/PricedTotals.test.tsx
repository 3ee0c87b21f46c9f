import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PricedCart } from '@burgers/domain/schemas/promotion-response';
import { PricedTotals, savingsOf } from './PricedTotals';

const saving = (name: string, amount: number, kind: 'promocion' | 'cupon' = 'promocion') => ({
  kind,
  promotionId: kind === 'promocion' ? 1 : null,
  code: kind === 'cupon' ? 'BURGER10' : null,
  name,
  amount,
});

const priced: PricedCart = {
  at: '2026-12-01T12:30:00-03:00',
  lines: [
    {
      productId: 1,
      title: 'Clásica',
      quantity: 2,
      unitPrice: 7500,
      subtotal: 15000,
      savings: [saving('2x1 los martes', 7500)],
      discount: 7500,
      total: 7500,
      availability: null,
    },
    {
      productId: 1,
      title: 'Clásica',
      quantity: 3,
      unitPrice: 7500.5,
      subtotal: 22501.5,
      savings: [saving('2x1 los martes', 7500.5), saving('Cupón BURGER10', 1500.1, 'cupon')],
      discount: 9000.6,
      total: 13500.9,
      availability: null,
    },
  ],
  orderDiscounts: [saving('10 % desde $ 30.000', 2100.09)],
  subtotal: 37501.5,
  discount: 18600.69,
  deliveryFee: 0,
  total: 18900.81,
};

describe('the priced totals', () => {
  it('adds up each saving over the lines, to the cent, in the order they first appear, the order-level last', () => {
    expect(savingsOf(priced)).toEqual([
      { name: '2x1 los martes', amount: 15000.5 },
      { name: 'Cupón BURGER10', amount: 1500.1 },
      { name: '10 % desde $ 30.000', amount: 2100.09 },
    ]);
  });

  it('shows every saving as its own line, then the whole discount and the server total', () => {
    const html = renderToStaticMarkup(
      <PricedTotals priced={priced} fallback={{ subtotal: 0, discount: 0, total: 0 }} totalTestId="cart-total" />,
    );
    expect(html).toContain('<dt>2x1 los martes</dt><dd>−$ 15.000,50</dd>');
    expect(html).toContain('<dt>Cupón BURGER10</dt><dd>−$ 1.500,10</dd>');
    expect(html).toContain('<dt>Descuento</dt><dd>-$ 18.600,69</dd>');
    expect(html).toContain('$ 18.900,81');
  });
});
