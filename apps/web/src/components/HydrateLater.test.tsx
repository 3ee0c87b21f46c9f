import { createElement as h, type ComponentChild, type FunctionComponent } from 'preact';
import { hydrateRoot } from 'preact/compat/client';
import { act } from 'preact/test-utils';
import { renderToStringAsync } from 'preact-render-to-string';
import { describe, expect, it, vi } from 'vitest';

// The app runs on Preact (docs/decisions/0020), whose hydration keeps a suspended part's markup:
// these tests render HydrateLater with it, as the browser's build does.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/compat/jsx-dev-runtime'));

/** Two tasks later: every turn asked for so far has ended. */
const laterTasks = () => new Promise<void>((resolve) => setTimeout(() => setTimeout(resolve, 0), 0));

function Card({ name, onAdd }: { name: string; onAdd: () => void }) {
  return h('article', null, h('button', { type: 'button', onClick: onAdd }, `Agregar ${name}`));
}

type Later = typeof import('./HydrateLater').HydrateLater;

/** The server and the browser each have their own copy of the module (its turns): each test imports it afresh. */
async function freshHydrateLater(): Promise<Later> {
  vi.resetModules();
  return (await import('./HydrateLater')).HydrateLater;
}

function Grid({ onAdd, HydrateLater }: { onAdd: (name: string) => void; HydrateLater: Later }) {
  // Typed with React's types, rendered here on Preact, as in the browser's build.
  const OnPreact = HydrateLater as unknown as FunctionComponent<{ turn: number; children: ComponentChild }>;
  const later = (children: ComponentChild) => h(OnPreact, { turn: 0, children });
  return h(
    'ul',
    null,
    h('li', null, h(Card, { name: 'Clásica', onAdd: () => onAdd('Clásica') })),
    h('li', null, later(h(Card, { name: 'Doble', onAdd: () => onAdd('Doble') }))),
  );
}

/** The markup as the server sends it (where there is no window), suspended parts marked for hydration. */
async function serverMarkup(HydrateLater: Later): Promise<string> {
  vi.stubGlobal('window', undefined);
  try {
    return await renderToStringAsync(h(Grid, { onAdd: () => undefined, HydrateLater }));
  } finally {
    vi.unstubAllGlobals();
  }
}

const button = (container: Element, name: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent === `Agregar ${name}`);

describe('HydrateLater', () => {
  it("keeps the server's markup on screen and takes it over in a later task", async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverMarkup(await freshHydrateLater());
    document.body.append(container);
    const serverButton = button(container, 'Doble');
    expect(serverButton).toBeDefined();

    const added = vi.fn();
    const HydrateLater = await freshHydrateLater();
    await act(() => void hydrateRoot(container, h(Grid, { onAdd: added, HydrateLater })));
    // The first card is taken over at once; the second is still the server's markup, untouched.
    button(container, 'Clásica')?.click();
    expect(added).toHaveBeenCalledWith('Clásica');
    serverButton?.click();
    expect(added).not.toHaveBeenCalledWith('Doble');
    expect(button(container, 'Doble')).toBe(serverButton);

    await act(laterTasks);
    // Taken over in place: the same element, now answering clicks; nothing was drawn twice.
    expect(button(container, 'Doble')).toBe(serverButton);
    expect(container.querySelectorAll('article')).toHaveLength(2);
    serverButton?.click();
    expect(added).toHaveBeenCalledWith('Doble');
  });

  it('gives a part taken over after the first ones (a page whose code came later) a later task too', async () => {
    const HydrateLater = await freshHydrateLater();
    const markup = await serverMarkup(HydrateLater);
    const hydrate = async (onAdd: (name: string) => void) => {
      const container = document.createElement('div');
      container.innerHTML = markup;
      document.body.append(container);
      await act(() => void hydrateRoot(container, h(Grid, { onAdd, HydrateLater })));
      return container;
    };
    await hydrate(() => undefined);
    await act(laterTasks);

    const added = vi.fn();
    const page = await hydrate(added);
    button(page, 'Doble')?.click();
    expect(added).not.toHaveBeenCalled();
    await act(laterTasks);
    button(page, 'Doble')?.click();
    expect(added).toHaveBeenCalledWith('Doble');
  });

  it('renders its children at once when nothing is being taken over', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const added = vi.fn();
    const { createRoot } = await import('preact/compat/client');
    const HydrateLater = await freshHydrateLater();
    await act(() => createRoot(container).render(h(Grid, { onAdd: added, HydrateLater })));
    button(container, 'Doble')?.click();
    expect(added).toHaveBeenCalledWith('Doble');
  });
});
