import { create } from 'zustand';

/** `asap`: as soon as possible; `schedule`: the slot in `pickupAt`. */
export type PickupMode = 'asap' | 'schedule';

interface PickupState {
  mode: PickupMode;
  /** The chosen slot's start (ISO 8601), only meaningful in `schedule` mode. */
  pickupAt: string | null;
  setMode(mode: PickupMode): void;
  choose(pickupAt: string | null): void;
  clear(): void;
}

/** The cart's pickup choice, in memory only: a promise from yesterday means nothing today. */
export const usePickup = create<PickupState>()((set) => ({
  mode: 'asap',
  pickupAt: null,
  setMode: (mode) => set({ mode }),
  choose: (pickupAt) => set({ mode: 'schedule', pickupAt }),
  clear: () => set({ mode: 'asap', pickupAt: null }),
}));
