import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionsPaths } from '@burgers/domain/routes/promotions-paths';
import type { PromotionInput, SellingWindowsData } from '@burgers/domain/schemas/promotion';
import type { PromotionView } from '@burgers/domain/schemas/promotion-response';
import { callApi } from '#api/client';
import { sellingWindowsQuery } from '#api/promotions';
import { queryKeys } from '#api/query-keys';

/** GET /admin/promotions: every promotion, switched-off and finished ones too. */
export const adminPromotionsQuery = queryOptions({
  queryKey: queryKeys.promotions.admin(),
  queryFn: ({ signal }) => callApi(promotionsPaths.adminList, { signal }),
});

/** Any change reloads every promotion list and every priced cart (they are all under one key). */
function usePromotionMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<PromotionView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all }),
  });
}

export function useSavePromotion() {
  return usePromotionMutation(({ id, body }: { id: number | null; body: PromotionInput }) =>
    id === null ? callApi(promotionsPaths.create, { body }) : callApi(promotionsPaths.update, { params: { id }, body }),
  );
}

export function useDeletePromotion() {
  return usePromotionMutation((id: number) => callApi(promotionsPaths.remove, { params: { id } }));
}

/** PUT /admin/selling-windows: the whole list at once. */
export function useSaveSellingWindows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { windows: Array<Omit<SellingWindowsData['windows'][number], never>> }) =>
      callApi(promotionsPaths.saveSellingWindows, { body }),
    onSuccess: (saved) => queryClient.setQueryData(sellingWindowsQuery.queryKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all }),
  });
}
