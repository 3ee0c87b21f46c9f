import { useMutation } from '@tanstack/react-query';
import type { CartLine } from '@burgers/domain/types';
import { api } from '../../../api/client';

export interface CheckoutRequest {
  cart: CartLine[];
  /** Coupon codes: the server looks the coupons up and prices everything again. */
  coupons: string[];
  note: string;
  /** A pickup slot's start; null for as soon as possible. */
  pickupAt: string | null;
}

export interface PaymentPreference {
  id: string;
  init_point: string;
}

/** POST /pay/mercadopago: creates the order awaiting payment and the checkout the browser goes to. */
export function useCreatePreference() {
  return useMutation({
    mutationFn: (request: CheckoutRequest) =>
      api<PaymentPreference>('/pay/mercadopago', { method: 'POST', body: request }),
  });
}
