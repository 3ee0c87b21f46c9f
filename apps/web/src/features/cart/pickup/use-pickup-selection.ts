import { MSG } from '@burgers/domain/messages';
import type { PickupSlot, StoreStatus } from '@burgers/domain/types';
import { usePickupSlots } from '#api/slots';
import { useStoreStatus } from '#api/store';
import { useCart } from '#stores/cart';
import { useDelivery } from '#stores/delivery';
import { PICKUP_TEXT } from './messages';
import { usePickup, type PickupMode } from './store';

export interface PickupSelection {
  store: StoreStatus | undefined;
  slots: PickupSlot[] | undefined;
  /** What is really chosen: while closed only scheduling is possible. */
  mode: PickupMode;
  /** The chosen slot while it is still offered with room; null otherwise. */
  pickupAt: string | null;
  /** Why the customer cannot pay yet, or null when the choice is complete. */
  hint: string | null;
}

/** The cart's pickup choice checked against the store and its slots as they are now. */
export function usePickupSelection(): PickupSelection {
  const store = useStoreStatus().data;
  const productIds = useCart((s) => s.lines).flatMap((line) => (typeof line.id === 'number' ? [line.id] : []));
  const fulfillment = useDelivery((s) => s.fulfillment);
  const slots = usePickupSlots(true, productIds, fulfillment).data;
  const chosen = usePickup((s) => s.pickupAt);
  const wanted = usePickup((s) => s.mode);
  const closed = store ? !store.open : false;
  const mode: PickupMode = closed ? 'schedule' : wanted;
  const pickupAt = slots?.some((slot) => slot.start === chosen && slot.available) ? chosen : null;
  return { store, slots, mode, pickupAt, hint: hintFor(store, mode, pickupAt) };
}

function hintFor(store: StoreStatus | undefined, mode: PickupMode, pickupAt: string | null) {
  if (!store) return null;
  if (store.paused) return store.refusal ?? MSG.storePaused;
  if (!store.open) {
    if (pickupAt) return null;
    // The same words checkout answers with.
    return store.refusal
      ? `${store.refusal}${store.hours.length > 0 ? ` ${MSG.pickupCanSchedule}` : ''}`
      : PICKUP_TEXT.chooseSlot;
  }
  if (mode === 'asap') return store.asapAt ? null : PICKUP_TEXT.noAsap;
  return pickupAt ? null : PICKUP_TEXT.chooseSlot;
}
