import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { favoritesPaths } from '@burgers/domain/routes/favorites-paths';
import { ApiError, callApi } from './client';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('fills the path from params, sends the method and the JSON body, and answers typed', async () => {
    const fetchMock = answer(200, { favoritesList: [3, 1] });
    const saved = await callApi(favoritesPaths.save, { params: { userId: 7 }, body: { favoritesList: [3, 1] } });
    expectTypeOf(saved).toEqualTypeOf<{ favoritesList: number[] }>();
    expect(saved.favoritesList).toEqual([3, 1]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/users\/favorites\/7$/);
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(JSON.stringify({ favoritesList: [3, 1] }));
  });

  it('turns an error answer into an ApiError with its code', async () => {
    answer(403, { error: 'No tenés permiso para realizar esta acción', code: 'forbidden' });
    const call = callApi(favoritesPaths.get, { params: { userId: 7 } });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('refuses, at compile time, a call without the params its path needs', () => {
    // @ts-expect-error -- the path /users/favorites/:userId needs its userId.
    expectTypeOf(() => callApi(favoritesPaths.get)).toBeFunction();
  });
});
