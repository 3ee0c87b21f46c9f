import { createElement as h, render, useState } from 'preact/compat';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import './controlled-fields';

// The app runs on Preact (docs/decisions/0020); these render with Preact itself, not through the
// React the other unit tests use.

/** A note that takes fewer than five characters, as the cart's note takes fewer than 150. */
function ShortNote() {
  const [note, setNote] = useState('');
  return h('textarea', {
    'aria-label': 'Nota',
    value: note,
    onChange: (event: Event) => {
      const next = (event.currentTarget as HTMLTextAreaElement).value;
      if (next.length < 5) setNote(next);
    },
  });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function type(field: HTMLTextAreaElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('a controlled field on Preact', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => render(null, container));

  it('keeps a change its handler takes', async () => {
    render(h(ShortNote, null), container);
    const field = container.querySelector('textarea')!;
    type(field, 'abcd');
    await settled();
    expect(field.value).toBe('abcd');
  });

  it('shows the rendered value again when its handler refuses a change, as React does', async () => {
    render(h(ShortNote, null), container);
    const field = container.querySelector('textarea')!;
    type(field, 'abcd');
    await settled();
    type(field, 'abcde');
    await settled();
    expect(field.value).toBe('abcd');
  });
});
