import { create } from 'zustand';
import { STORAGE_KEYS } from '@burgers/domain/constants';
import { api } from '../api/client';
import { readStored, writeStored } from './persisted';
import { useSession } from './session';

interface FavoritesResponse {
  favoritesList: number[];
}

interface FavoritesState {
  /** Product ids the logged-in user marked, mirrored to `favoritos`. */
  ids: number[];
  load(userId: number): Promise<void>;
  /** Adds the product when absent, removes it when present, and saves the whole list (SPEC §4). */
  toggle(productId: number): Promise<void>;
  clear(): void;
}

function mirror(ids: number[]): number[] {
  writeStored(STORAGE_KEYS.favorites, ids);
  return ids;
}

function restore(): number[] {
  const stored = readStored<unknown>(STORAGE_KEYS.favorites);
  return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
}

let saving: Promise<void> = Promise.resolve();
let pendingSaves = 0;

// Created empty and restored just after, so hydration starts from the server-rendered state.
export const useFavorites = create<FavoritesState>((set, get) => ({
  ids: [],
  async load(userId) {
    try {
      const { favoritesList } = await api<FavoritesResponse>(`/users/favorites/${userId}`);
      // The user may have logged out or changed while the request was in flight.
      if (useSession.getState().user?.id === userId) set({ ids: mirror(favoritesList) });
    } catch (error) {
      console.error('No se pudieron cargar los favoritos', error);
    }
  },
  toggle(productId) {
    const user = useSession.getState().user;
    if (!user) return Promise.resolve();
    const previous = get().ids;
    const next = previous.includes(productId) ? previous.filter((id) => id !== productId) : [...previous, productId];
    // Optimistic: the heart answers at once; the saves go one after another, each with the latest list,
    // so quick clicks can never reach the server out of order.
    set({ ids: mirror(next) });
    pendingSaves += 1;
    saving = saving.then(async () => {
      try {
        const { favoritesList } = await api<FavoritesResponse>(`/users/favorites/${user.id}`, {
          method: 'PUT',
          body: { favoritesList: get().ids },
        });
        pendingSaves -= 1;
        if (pendingSaves === 0 && useSession.getState().user?.id === user.id) set({ ids: mirror(favoritesList) });
      } catch (error) {
        pendingSaves -= 1;
        console.error('No se pudo guardar el favorito', error);
        // The server's list is the truth: take it back rather than show a heart that was not saved.
        if (pendingSaves === 0) await get().load(user.id);
      }
    });
    return saving;
  },
  clear() {
    writeStored(STORAGE_KEYS.favorites, null);
    set({ ids: [] });
  },
}));

if (useSession.getState().user) useFavorites.setState({ ids: restore() });

// Favourites follow the session: loaded for whoever logs in (or is restored on load), dropped on logout.
const initialUser = useSession.getState().user;
if (initialUser) void useFavorites.getState().load(initialUser.id);
useSession.subscribe((state, previous) => {
  const id = state.user?.id;
  if (id === previous.user?.id) return;
  useFavorites.getState().clear();
  if (id !== undefined) void useFavorites.getState().load(id);
});
