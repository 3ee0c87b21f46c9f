import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@burgers/domain/constants';
import type { Coupon } from '@burgers/domain/types';
import { useCoupons } from './coupons';

const verano: Coupon = {
  id: 1,
  code: 'VERANO',
  title: 'Verano en Devoto',
  expirationDate: '2099-03-21',
  imgUri: null,
  discountPorcentage: 15,
  productsId: [1, 2],
};
const combos: Coupon = { ...verano, id: 2, code: 'COMBOS', title: 'Combos', discountPorcentage: 10 };

describe('the chosen coupons (docs/product/cart.md#coupons)', () => {
  beforeEach(() => useCoupons.getState().clear());

  it('ignores a code entered twice', () => {
    useCoupons.getState().add(verano);
    useCoupons.getState().add({ ...verano });
    useCoupons.getState().add(combos);
    expect(useCoupons.getState().coupons.map((coupon) => coupon.code)).toEqual(['VERANO', 'COMBOS']);
  });

  it('mirrors them to cupones, and removes the key when none is left', () => {
    useCoupons.getState().add(verano);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.coupons) ?? 'null')).toEqual([verano]);
    useCoupons.getState().remove('VERANO');
    expect(localStorage.getItem(STORAGE_KEYS.coupons)).toBeNull();
  });
});
