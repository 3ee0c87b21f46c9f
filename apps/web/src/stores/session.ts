import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@burgers/domain/constants';
import { isStoredUser } from '@burgers/domain/stored';
import type { SessionUser } from '@burgers/domain/types';
import { specStorage, writeStoredKey } from './spec-storage';

interface SessionState {
  user: SessionUser | null;
  setUser(user: SessionUser | null): void;
  /** Updates fields of the stored user (names, avatar) after a successful save. */
  patchUser(patch: Partial<SessionUser>): void;
  /**
   * Set when the server refused the stored token (401): the page the person was on, so the app can
   * tell them once and send them to log in and back there. Cleared by whoever tells them.
   */
  expiredFrom: string | null;
  /**
   * Ends the local session because the server no longer accepts it; the cart and coupons stay.
   * `from` asks the app to tell the person and bring them back there; without it the page told them itself.
   */
  expire(from?: string): void;
  clearExpired(): void;
}

/** The logged-in user, mirrored to the `user` storage key (removed on logout) and restored on load. */
export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      user: null,
      setUser(user) {
        set({ user });
      },
      patchUser(patch) {
        const current = get().user;
        if (current) set({ user: { ...current, ...patch } });
      },
      expiredFrom: null,
      expire(from) {
        // The favourites kept in storage are that user's: they go with the session.
        writeStoredKey(STORAGE_KEYS.favorites, null);
        set({ user: null, expiredFrom: from ?? null });
      },
      clearExpired() {
        set({ expiredFrom: null });
      },
    }),
    {
      name: STORAGE_KEYS.user,
      partialize: ({ user }) => ({ user }),
      storage: specStorage(
        isStoredUser,
        ({ user }: { user: SessionUser | null }) => user,
        (user): { user: SessionUser | null } => ({ user }),
      ),
    },
  ),
);
