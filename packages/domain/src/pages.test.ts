import { describe, expect, it } from 'vitest';
import { href, PATHS } from './pages';

describe('page addresses', () => {
  it('fill their parameters in, encoded, with an optional query', () => {
    expect(href('menu')).toBe('/menu');
    expect(href('product', { id: 25 })).toBe('/detalle/25');
    expect(href('purchaseDetail', { id: 'efectivo 12/3' })).toBe('/user/purchaseDetail/efectivo%2012%2F3');
    expect(href('menu', {}, { category: 'burgers', veggie: 'true' })).toBe('/menu?category=burgers&veggie=true');
  });

  it('are each written once', () => {
    const paths = Object.values(PATHS);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
