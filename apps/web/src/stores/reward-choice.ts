import { create } from 'zustand';

interface RewardChoiceState {
  /** The reward chosen in the cart to pay with points (docs/product/loyalty.md); at most one per order. */
  rewardId: number | null;
  choose(rewardId: number | null): void;
}

/** Kept in memory: the cart prices it and checkout sends it; a new order starts without one. */
export const useRewardChoice = create<RewardChoiceState>()((set) => ({
  rewardId: null,
  choose: (rewardId) => set({ rewardId }),
}));
