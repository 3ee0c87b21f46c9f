import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@burgers/domain/constants';
import { favoritesPaths } from '@burgers/domain/routes/favorites-paths';
import { isStoredFavorites } from '@burgers/domain/stored';
import { useSession } from '#stores/session';
import { readStoredKey, writeStoredKey } from '#stores/spec-storage';
import { callApi } from './client';
import { queryKeys } from './query-keys';

// Shared by the hearts (components/) and the favourites page. Only pages rendered through
// lazyWithQueries use it, so the query library stays out of the home page's first load.

interface FavoriteToggle {
  userId: number;
  productId: number;
}

const NONE: number[] = [];
const SAVES = ['favorites', 'save'];

/** Keeps the `favoritos` storage key (docs/product/customer-area.md#favourites) equal to the list, while its user is the one logged in. */
function mirror(userId: number, ids: number[]): number[] {
  if (useSession.getState().user?.id === userId) writeStoredKey(STORAGE_KEYS.favorites, ids);
  return ids;
}

/** GET /users/favorites/{userId}: the product ids the user marked (docs/product/customer-area.md#favourites), none for a visitor. */
export const favoritesQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.favorites(userId),
    queryFn:
      userId === undefined
        ? skipToken
        : async ({ signal }) => {
            const { favoritesList } = await callApi(favoritesPaths.get, { params: { userId }, signal });
            return mirror(userId, favoritesList);
          },
    // The copy in `favoritos` fills the hearts at once; being old (updated at 0), it is fetched again straight away.
    initialData: () =>
      userId === undefined ? undefined : (readStoredKey(STORAGE_KEYS.favorites, isStoredFavorites) ?? undefined),
    initialDataUpdatedAt: 0,
  });

/**
 * Toggles one favourite (docs/product/customer-area.md#favourites: added when absent, removed when present, the whole list saved).
 * The heart answers at once (optimistic); the saves run one after another (one scope), each sending
 * the list as it is on screen by then, so quick clicks never reach the server out of order. A failed
 * save undoes only its own click; the last save in line settles on the server's list.
 */
function useToggleFavorite() {
  const queryClient = useQueryClient();
  const favoritesKey = (userId: number) => favoritesQuery(userId).queryKey;
  const listOf = (userId: number) => queryClient.getQueryData(favoritesKey(userId)) ?? NONE;
  const setList = (userId: number, ids: number[]) =>
    queryClient.setQueryData(favoritesKey(userId), mirror(userId, ids));
  const isLastSave = () => queryClient.isMutating({ mutationKey: SAVES }) === 1;
  const withFavorite = (ids: number[], productId: number, on: boolean) =>
    on ? (ids.includes(productId) ? ids : [...ids, productId]) : ids.filter((id) => id !== productId);

  return useMutation({
    mutationKey: SAVES,
    scope: { id: 'favorites' },
    onMutate: async ({ userId, productId }: FavoriteToggle) => {
      // A load in flight would put back the list from before this click.
      await queryClient.cancelQueries({ queryKey: favoritesKey(userId) });
      const wasFavorite = listOf(userId).includes(productId);
      setList(userId, withFavorite(listOf(userId), productId, !wasFavorite));
      return { wasFavorite };
    },
    mutationFn: ({ userId }: FavoriteToggle) =>
      callApi(favoritesPaths.save, { params: { userId }, body: { favoritesList: listOf(userId) } }),
    onSuccess: ({ favoritesList }, { userId }) => {
      if (isLastSave()) setList(userId, favoritesList);
    },
    onError: (error, { userId, productId }, context) => {
      console.error('No se pudo guardar el favorito', error);
      if (context) setList(userId, withFavorite(listOf(userId), productId, context.wasFavorite));
      if (isLastSave()) void queryClient.invalidateQueries({ queryKey: favoritesKey(userId) });
    },
  });
}

/** The logged-in user's favourites and the toggle the hearts call; a visitor has none. */
export function useFavorites() {
  const userId = useSession((s) => s.user?.id);
  const query = useQuery(favoritesQuery(userId));
  const save = useToggleFavorite();
  return {
    ids: userId === undefined ? NONE : (query.data ?? NONE),
    loading: userId !== undefined && query.isPending,
    toggle: (productId: number) => {
      if (userId !== undefined) save.mutate({ userId, productId });
    },
  };
}
