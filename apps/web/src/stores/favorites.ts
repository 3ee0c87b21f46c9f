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

export const useFavorites = create<FavoritesState>((set, get) => ({
  ids: useSession.getState().user ? restore() : [],
  async load(userId) {
    try {
      const { favoritesList } = await api<FavoritesResponse>(`/users/favorites/${userId}`);
      // The user may have logged out or changed while the request was in flight.
      if (useSession.getState().user?.id === userId) set({ ids: mirror(favoritesList) });
    } catch (error) {
      console.error('No se pudieron cargar los favoritos', error);
    }
  },
  async toggle(productId) {
    const user = useSession.getState().user;
    if (!user) return;
    const previous = get().ids;
    const next = previous.includes(productId) ? previous.filter((id) => id !== productId) : [...previous, productId];
    // Optimistic: the heart answers at once; the server's list is the truth afterwards.
    set({ ids: mirror(next) });
    try {
      const { favoritesList } = await api<FavoritesResponse>(`/users/favorites/${user.id}`, {
        method: 'PUT',
        body: { favoritesList: next },
      });
      if (get().ids === next) set({ ids: mirror(favoritesList) });
    } catch (error) {
      if (get().ids === next) set({ ids: mirror(previous) });
      console.error('No se pudo guardar el favorito', error);
    }
  },
  clear() {
    writeStored(STORAGE_KEYS.favorites, null);
    set({ ids: [] });
  },
}));

// Favourites follow the session: loaded for whoever logs in (or is restored on load), dropped on logout.
const initialUser = useSession.getState().user;
if (initialUser) void useFavorites.getState().load(initialUser.id);
useSession.subscribe((state, previous) => {
  const id = state.user?.id;
  if (id === previous.user?.id) return;
  useFavorites.getState().clear();
  if (id !== undefined) void useFavorites.getState().load(id);
});
