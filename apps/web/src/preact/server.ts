/**
 * `react-dom/server` for the server rendering build on Preact (vite.config.ts aliases it here, see
 * docs/decisions/0020): the one call entry-server.tsx makes, `renderToReadableStream`, with React's
 * shape. The page is rendered whole, lazy parts included (`renderToStringAsync` waits for them and
 * marks each suspended part with `<!--$s-->` comments, which the browser's hydration needs to keep
 * that part's markup until its code arrives); no script is ever written into it.
 */
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';

interface RenderOptions {
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
  /** React's; the page is always sent whole here. */
  progressiveChunkSize?: number;
}

export interface RenderStream extends ReadableStream<Uint8Array> {
  allReady: Promise<void>;
}

function aborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (!signal) return;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export function renderToReadableStream(tree: VNode, options: RenderOptions = {}): Promise<RenderStream> {
  const markup = Promise.race([renderToStringAsync(tree), aborted(options.signal)]).catch((error: unknown) => {
    options.onError?.(error);
    return '';
  });
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new TextEncoder().encode(await markup));
      controller.close();
    },
  }) as RenderStream;
  stream.allReady = markup.then(() => undefined);
  return Promise.resolve(stream);
}
