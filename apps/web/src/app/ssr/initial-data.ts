import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` a server-rendered page carries its data in. */
export const INITIAL_DATA_ID = 'initial-data';

/** The answers a server-rendered page was rendered from, under the query keys the pages read them with. */
export interface InitialData {
  queries: Array<[QueryKey, unknown]>;
}

/**
 * JSON that is safe inside a `<script>` element: `<`, `>` and `&` as \u escapes, so no text of the
 * data (a product named `</script>...`) can close the element, and the line separators JavaScript
 * once refused. The browser never runs it (type application/json), so the CSP's `script-src 'self'` allows it.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The data of the page the server sent, or null on a page rendered in the browser. Read once. */
function readInitialData(): InitialData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(INITIAL_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<InitialData>;
    return Array.isArray(data.queries) ? { queries: data.queries } : null;
  } catch {
    return null;
  }
}

/**
 * Puts the server's answers in the query cache before the first render, so the hydrating pages find
 * the data they were rendered with (no spinner, no second request, no mismatch).
 */
export function seedFromServer(client: QueryClient): void {
  const data = readInitialData();
  for (const [key, value] of data?.queries ?? []) client.setQueryData(key, value);
}
