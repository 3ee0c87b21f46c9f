import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes over server-rendered markup (and on the server), true afterwards. What the
 * server cannot know (the store's open/closed state right now) waits for it, so hydration finds the
 * markup it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
