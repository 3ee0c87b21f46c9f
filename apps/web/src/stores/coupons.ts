import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@burgers/domain/constants';
import { isStoredCoupons } from '@burgers/domain/stored';
import type { Coupon } from '@burgers/domain/types';
import { specStorage } from './spec-storage';

interface CouponsState {
  /** The coupons the customer entered in the cart, mirrored to `cupones`. */
  coupons: Coupon[];
  add(coupon: Coupon): void;
  remove(code: string): void;
  clear(): void;
}

/** The chosen coupons, mirrored to `cupones` like the cart to `carrito`: removed when none is left. */
export const useCoupons = create<CouponsState>()(
  persist(
    (set, get) => ({
      coupons: [],
      add(coupon) {
        // Entering the same code twice changes nothing (docs/product/cart.md#coupons).
        if (get().coupons.some((chosen) => chosen.code === coupon.code)) return;
        set({ coupons: [...get().coupons, coupon] });
      },
      remove(code) {
        set({ coupons: get().coupons.filter((coupon) => coupon.code !== code) });
      },
      clear() {
        set({ coupons: [] });
      },
    }),
    {
      name: STORAGE_KEYS.coupons,
      partialize: ({ coupons }) => ({ coupons }),
      storage: specStorage(
        isStoredCoupons,
        ({ coupons }: { coupons: Coupon[] }) => (coupons.length > 0 ? coupons : null),
        (coupons) => ({ coupons }),
      ),
    },
  ),
);
