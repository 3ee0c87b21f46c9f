import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

/** The path the router is on, shown for tests that check where a page sent the user. */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output data-testid="current-path">{`${pathname}${search}`}</output>;
}

export interface PageOptions {
  /** The address the page opens at; its route pattern when the page reads params. */
  at?: string;
  path?: string;
}

/**
 * A page as the app shows it: its own query cache (no retries, so a failure shows at once) and a
 * router at `at`. `currentPath()` tells where the page navigated.
 */
export function renderPage(page: ReactElement, { at = '/', path = '*' }: PageOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result: RenderResult = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client, currentPath: () => result.getByTestId('current-path').textContent };
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/**
 * Replaces fetch with answers by "METHOD /api/path" (query string left out); every call is recorded.
 * A call nobody answered fails the test with its address.
 */
export function fakeApi(answers: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, path: url.pathname, body, headers: (init.headers ?? {}) as Record<string, string> });
    const answer = answers[`${method} ${url.pathname}`];
    if (!answer) throw new Error(`No fake answer for ${method} ${url.pathname}`);
    const { status = 200, body: reply } = typeof answer === 'function' ? answer(body) : answer;
    return new Response(reply === undefined ? '' : JSON.stringify(reply), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
