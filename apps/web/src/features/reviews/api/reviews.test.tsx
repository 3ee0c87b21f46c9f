import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '#api/query-keys';
import { renderWithQueries } from '#test-support/hooks';
import { fakeApi } from '#test-support/render';
import { useCreateReview } from './reviews';

describe('sending a review (docs/product/customer-area.md#reviewing-an-order)', () => {
  it("marks every cached copy of the order stale, the purchase detail's included, and the reviews list", async () => {
    fakeApi({
      'POST /api/reviews': {
        status: 201,
        body: { id: 9, rating: 5, description: 'Muy rica', author: 'Ana', user_id: 3 },
      },
    });
    const { result, client } = renderWithQueries(() => useCreateReview());
    const purchaseDetail = queryKeys.orders.detail('pay-1', 3);
    const otherOrder = queryKeys.orders.detail('pay-2', 3);
    client.setQueryData(purchaseDetail, { purchaseId: 'pay-1', review: false });
    client.setQueryData(otherOrder, { purchaseId: 'pay-2', review: false });
    client.setQueryData(queryKeys.reviews(), []);

    await act(() => result.current.mutateAsync({ rating: 5, description: 'Muy rica', purchaseId: 'pay-1' }));

    await waitFor(() => expect(client.getQueryState(purchaseDetail)?.isInvalidated).toBe(true));
    expect(client.getQueryState(queryKeys.reviews())?.isInvalidated).toBe(true);
    expect(client.getQueryState(otherOrder)?.isInvalidated).toBe(false);
  });
});
