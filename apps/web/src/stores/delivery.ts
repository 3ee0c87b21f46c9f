import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { GeoPoint } from '@burgers/domain/schemas/delivery-response';
import { EMPTY_ADDRESS, type AddressFields } from '#components/delivery/address-fields';

export type Fulfillment = 'retiro' | 'envio';

/** The address as typed in the cart. */
export type AddressForm = AddressFields;

/** Where the customer placed the pin. */
export type Pin = GeoPoint;

interface DeliveryState {
  fulfillment: Fulfillment;
  address: AddressForm;
  /** Where the customer placed (or confirmed) the pin; null until they do. */
  pin: Pin | null;
  setFulfillment(fulfillment: Fulfillment): void;
  setAddress(address: Partial<AddressForm>): void;
  setPin(pin: Pin | null): void;
}

/**
 * The cart's `Retiro en el local` / `Envío a domicilio` choice and the address, kept for the tab's
 * session (the payment page reads it after a reload; a closed tab starts again from pickup).
 */
export const useDelivery = create<DeliveryState>()(
  persist(
    (set) => ({
      fulfillment: 'retiro',
      address: EMPTY_ADDRESS,
      pin: null,
      setFulfillment: (fulfillment) => set({ fulfillment }),
      setAddress: (address) => set((state) => ({ address: { ...state.address, ...address } })),
      setPin: (pin) => set({ pin }),
    }),
    { name: 'envio', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** What checkout and the cart's pricing send: nothing for pickup, the address with its pin for delivery. */
export function deliveryRequest(state: Pick<DeliveryState, 'fulfillment' | 'address' | 'pin'>) {
  if (state.fulfillment !== 'envio') return { fulfillment: 'retiro' as const };
  if (!state.pin || state.address.street.trim() === '') return { fulfillment: 'envio' as const };
  return { fulfillment: 'envio' as const, address: { ...state.address, ...state.pin } };
}
