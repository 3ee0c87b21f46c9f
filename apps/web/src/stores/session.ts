import { create } from 'zustand';
import { STORAGE_KEYS } from '@burgers/domain/constants';
import type { SessionUser } from '@burgers/domain/types';
import { readStored, writeStored } from './persisted';

interface SessionState {
  user: SessionUser | null;
  setUser(user: SessionUser | null): void;
  /** Updates fields of the stored user (names, avatar) after a successful save. */
  patchUser(patch: Partial<SessionUser>): void;
}

/**
 * The logged-in user, restored from the `user` storage key on load. Created logged out and restored
 * just after: the created state is what server-rendered pages show, and what hydration starts from.
 */
export const useSession = create<SessionState>((set, get) => ({
  user: null,
  setUser(user) {
    writeStored(STORAGE_KEYS.user, user);
    set({ user });
  },
  patchUser(patch) {
    const current = get().user;
    if (!current) return;
    const user = { ...current, ...patch };
    writeStored(STORAGE_KEYS.user, user);
    set({ user });
  },
}));

useSession.setState({ user: readStored<SessionUser>(STORAGE_KEYS.user) });
