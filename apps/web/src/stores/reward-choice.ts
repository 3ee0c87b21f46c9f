import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface RewardChoiceState {
  /** The reward chosen in the cart to pay with points (docs/product/loyalty.md); at most one per order. */
  rewardId: number | null;
  choose(rewardId: number | null): void;
}

/**
 * Kept for the tab's session, like the delivery choice: the payment page reads it after a reload,
 * and an approved payment clears it (a new order starts without one). The server checks it anyway.
 */
export const useRewardChoice = create<RewardChoiceState>()(
  persist(
    (set) => ({
      rewardId: null,
      choose: (rewardId) => set({ rewardId }),
    }),
    { name: 'recompensa', storage: createJSONStorage(() => sessionStorage) },
  ),
);
