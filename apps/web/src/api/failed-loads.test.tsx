import { useQuery } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '#test-support/hooks';
import { fakeApi } from '#test-support/render';
import { api } from './client';
import { couponsQuery } from './coupons';

describe('a failed load (docs/product/README.md#conventions-every-area-shares)', () => {
  it('is logged once by the query cache, with the key that failed', async () => {
    fakeApi({ 'GET /api/coupons': { status: 503, body: { error: 'La base de datos no está disponible' } } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderWithQueries(() => useQuery(couponsQuery));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe('No se pudo cargar ["coupons"]');
  });

  it('is not logged when "not found" is the answer the page shows (a product page)', async () => {
    fakeApi({ 'GET /api/products/999': { status: 404, body: { error: 'Producto no encontrado' } } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderWithQueries(() =>
      useQuery({
        queryKey: ['product', '999'],
        queryFn: () => api('/products/999'),
        meta: { missingIsAnAnswer: true },
      }),
    );

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(log).not.toHaveBeenCalled();
  });
});
