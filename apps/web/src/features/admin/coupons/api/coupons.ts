import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponsPaths } from '@burgers/domain/routes/coupons-paths';
import type { CouponEditInput, CouponUpdateInput } from '@burgers/domain/schemas/coupon';
import type { Coupon } from '@burgers/domain/types';
import { callApi } from '#api/client';
import { couponsQuery } from '#api/coupons';

/**
 * Every coupon change reloads the list the home page and the cart share. The answer is written into
 * the cached list first, so the screen follows at once instead of after the reload.
 */
function useCouponMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<Coupon>,
  apply: (list: Coupon[], saved: Coupon) => Coupon[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => queryClient.setQueryData(couponsQuery.queryKey, (list) => (list ? apply(list, saved) : list)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsQuery.queryKey }),
  });
}

/** PUT /coupons {id, code, title, expirationDate, imgUri, discountPorcentage, productsId}; 201 means saved (docs/product/admin.md#coupons). */
export function useUpdateCoupon() {
  return useCouponMutation(
    (body: CouponUpdateInput) => callApi(couponsPaths.update, { body }),
    (list, saved) => list.map((coupon) => (coupon.id === saved.id ? saved : coupon)),
  );
}

/** POST /coupons with the same fields and no id; answers 201 with the new coupon. */
export function useCreateCoupon() {
  return useCouponMutation(
    (body: CouponEditInput) => callApi(couponsPaths.create, { body }),
    (list, saved) => [...list, saved],
  );
}

/** DELETE /coupons/:id; answers with the removed coupon. */
export function useDeleteCoupon() {
  return useCouponMutation(
    (id: number) => callApi(couponsPaths.remove, { params: { id } }),
    (list, removed) => list.filter((coupon) => coupon.id !== removed.id),
  );
}
