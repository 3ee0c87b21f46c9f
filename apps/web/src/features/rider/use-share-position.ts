import { useEffect, useRef } from 'react';
import { sharePosition } from '#api/dispatch';

const EVERY_MS = 30_000;

/**
 * While `on` (the rider agreed and the order is En camino) and the page is open, sends the phone's
 * position at most every 30 seconds; stops when the page closes or the order is delivered.
 */
export function useSharePosition(purchaseId: string, on: boolean) {
  const last = useRef(0);
  useEffect(() => {
    if (!on || !('geolocation' in navigator)) return;
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const now = Date.now();
        if (now - last.current < EVERY_MS) return;
        last.current = now;
        void sharePosition(purchaseId, { lat: position.coords.latitude, lng: position.coords.longitude }).catch(
          () => undefined,
        );
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [purchaseId, on]);
}
