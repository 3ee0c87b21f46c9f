import { createElement as h, lazy, Suspense } from 'preact/compat';
import { describe, expect, it } from 'vitest';
import { renderToReadableStream } from './server';

// The server rendering build's react-dom/server (docs/decisions/0020), rendered with Preact itself.

const Later = lazy(async () => ({ default: () => h('p', null, 'Clásica Devoto') }));

describe('renderToReadableStream on Preact', () => {
  it('sends the whole page once every lazy part is in, each marked for hydration', async () => {
    const stream = await renderToReadableStream(
      h('main', null, h(Suspense, { fallback: h('span', null, 'Cargando') }, h(Later, null))),
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toBe('<main><!--$s--><p>Clásica Devoto</p><!--/$s--></main>');
  });

  it('reports a part that fails instead of sending it', async () => {
    const errors: unknown[] = [];
    const Broken = () => {
      throw new Error('sin datos');
    };
    const stream = await renderToReadableStream(h('main', null, h(Broken, null)), {
      onError: (error) => errors.push(error),
    });
    await stream.allReady;
    expect(errors).toEqual([new Error('sin datos')]);
  });
});
