import { create } from 'zustand';
import { STORAGE_KEYS } from '@burgers/domain/constants';
import type { Coupon } from '@burgers/domain/types';
import { readStored, writeStored } from './persisted';

interface CouponsState {
  /** The coupons the customer entered in the cart, mirrored to `cupones`. */
  coupons: Coupon[];
  add(coupon: Coupon): void;
  remove(code: string): void;
  clear(): void;
}

function mirror(coupons: Coupon[]): Coupon[] {
  writeStored(STORAGE_KEYS.coupons, coupons.length > 0 ? coupons : null);
  return coupons;
}

function restore(): Coupon[] {
  const stored = readStored<unknown>(STORAGE_KEYS.coupons);
  return Array.isArray(stored) ? (stored as Coupon[]) : [];
}

// Created empty and restored just after, so hydration starts from the server-rendered state.
export const useCoupons = create<CouponsState>((set, get) => ({
  coupons: [],
  add(coupon) {
    // Entering the same code twice changes nothing (SPEC §5).
    if (get().coupons.some((chosen) => chosen.code === coupon.code)) return;
    set({ coupons: mirror([...get().coupons, coupon]) });
  },
  remove(code) {
    set({ coupons: mirror(get().coupons.filter((coupon) => coupon.code !== code)) });
  },
  clear() {
    set({ coupons: mirror([]) });
  },
}));

useCoupons.setState({ coupons: restore() });
