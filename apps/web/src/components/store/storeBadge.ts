import { MSG } from '@burgers/domain/messages';
import { describeOpening } from '@burgers/domain/store-hours';
import type { StoreStatus } from '../../api/store';

/** `Abierto ahora` or `Cerrado · abre mañana a las 11:00`, from the server's answer. */
export function storeBadgeText(status: Pick<StoreStatus, 'open' | 'nextOpening'>, now = new Date()): string {
  if (status.open) return MSG.storeOpenNow;
  if (!status.nextOpening) return MSG.storeClosedBadgeNoHours;
  const { when, time } = describeOpening(new Date(status.nextOpening), now);
  return MSG.storeClosedBadge.replace('{cuándo}', when).replace('{HH:MM}', time);
}

/** Why the cart cannot pay now, or null: closed first, then paused (the server's own order). */
export function orderBlockedText(status: StoreStatus, now = new Date()): string | null {
  if (!status.open) {
    if (!status.nextOpening) return MSG.storeClosedNoHours;
    const { when, time } = describeOpening(new Date(status.nextOpening), now);
    return MSG.storeClosedUntil.replace('{día}', when).replace('{HH:MM}', time);
  }
  return status.paused ? MSG.storePaused : null;
}
