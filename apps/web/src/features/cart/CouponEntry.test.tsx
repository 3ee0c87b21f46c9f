import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Coupon } from '@burgers/domain/types';
import { useCoupons } from '#stores/coupons';
import { useSession } from '#stores/session';
import { fakeApi, renderPage } from '#test-support/render';
import { CouponEntry } from './CouponEntry';

const coupon = (code: string, expirationDate: string): Coupon => ({
  id: code.length,
  code,
  title: code,
  expirationDate,
  imgUri: null,
  discountPorcentage: 15,
  productsId: [1],
});

describe('the coupon field of the cart (docs/product/cart.md#coupons)', () => {
  beforeEach(() => {
    useSession.getState().setUser(null);
    useCoupons.getState().clear();
    fakeApi({ 'GET /api/coupons': { body: [coupon('VERANO', '2099-12-31'), coupon('VIEJO', '2020-01-01')] } });
  });

  const enter = async (code: string) => {
    const user = userEvent.setup();
    const field = screen.getByLabelText('Cupón de descuento');
    await user.clear(field);
    await user.type(field, `${code}{Enter}`);
  };

  it('refuses an unknown code and an expired one with their texts', async () => {
    renderPage(<CouponEntry />, { at: '/cart' });

    await enter('NOEXISTE');
    expect((await screen.findByRole('alert')).textContent).toBe('El cupon ingresado no existe!!');
    await enter('viejo');
    expect((await screen.findByRole('alert')).textContent).toBe('El cupon esta vencido');
    expect(useCoupons.getState().coupons).toEqual([]);
  });

  it('applies a valid code whatever its capitals, once, and shows its discount', async () => {
    renderPage(<CouponEntry />, { at: '/cart' });

    await enter(' verano ');
    expect(await screen.findByText('15% OFF')).toBeTruthy();
    await enter('VERANO');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useCoupons.getState().coupons.map((chosen) => chosen.code)).toEqual(['VERANO']);
  });

  it('finds a logged-in customer’s own Te extrañamos coupon, which the public list never has', async () => {
    fakeApi({
      'GET /api/coupons': { body: [coupon('VERANO', '2099-12-31')] },
      'GET /api/users/3/coupons': { body: [coupon('VOLV-7K2Q', '2099-12-31')] },
    });
    renderPage(<CouponEntry />, { at: '/cart' });
    // Not logged in: unknown, as any code that is not in the list.
    await enter('volv-7k2q');
    expect((await screen.findByRole('alert')).textContent).toBe('El cupon ingresado no existe!!');
    expect(useCoupons.getState().coupons).toEqual([]);
    useSession.getState().setUser({
      id: 3,
      firstName: 'Sofía',
      lastName: 'Regular',
      email: 'sofia@burgers.test',
      role: 'customer',
      imgUri: null,
      token: 'token-de-sofia',
    });
    await enter('volv-7k2q');
    expect(await screen.findByText('15% OFF')).toBeTruthy();
    expect(useCoupons.getState().coupons.map((chosen) => chosen.code)).toEqual(['VOLV-7K2Q']);
  });

  it('ignores Enter on an empty field', async () => {
    renderPage(<CouponEntry />, { at: '/cart' });
    await enter('   ');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useCoupons.getState().coupons).toEqual([]);
  });
});
