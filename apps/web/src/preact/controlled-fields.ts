import { options, type VNode } from 'preact';

/**
 * React's controlled fields on Preact. In React, a field with a `value` (or `checked`) shows that
 * value and nothing else: when its change handler refuses a change (the cart's note past 149
 * characters), React puts the rendered value back. Preact leaves the refused text in the field, since
 * nothing re-renders. Here every change handler of a controlled field is followed, once the renders it
 * caused have run, by the same correction.
 */
const FIELDS = new Set(['input', 'textarea', 'select']);
/** As the app writes them, or as the compatibility layer renamed them (onChange is oninput on a text field). */
const HANDLER = /^on(change|input)$/i;

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface Rendered {
  value?: unknown;
  checked?: unknown;
}
/** What each field was last rendered with (Preact's vnode keeps its element as `__e`). */
const rendered = new WeakMap<Element, Rendered>();

const given = (value: unknown) => value !== undefined && value !== null;

function controlled(props: Record<string, unknown>): boolean {
  return given(props.value) || given(props.checked);
}

/**
 * Whether the field shows something else than `value`. A number field given a number is compared
 * as React does, by number, so a "5." being typed towards 5.5 is left alone.
 */
function differs(field: FieldElement, value: unknown): boolean {
  if (field instanceof HTMLInputElement && field.type === 'number' && typeof value === 'number')
    return (value === 0 && field.value === '') || Number(field.value) !== value;
  return field.value !== String(value);
}

function restore(field: FieldElement) {
  const last = rendered.get(field);
  if (!last) return;
  if (given(last.value) && differs(field, last.value)) field.value = String(last.value);
  if (given(last.checked) && field instanceof HTMLInputElement && field.checked !== Boolean(last.checked))
    field.checked = Boolean(last.checked);
}

function followHandlers(props: Record<string, unknown>) {
  for (const [name, handler] of Object.entries(props)) {
    if (!HANDLER.test(name)) continue;
    if (typeof handler !== 'function') continue;
    props[name] = function (this: unknown, event: Event) {
      const result: unknown = handler.call(this, event);
      const field = event.currentTarget as FieldElement | null;
      // Preact renders the state the handler set in a microtask queued before this one.
      if (field) queueMicrotask(() => restore(field));
      return result;
    };
  }
}

const previousVnode = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string' && FIELDS.has(vnode.type)) {
    const props = vnode.props as Record<string, unknown>;
    if (controlled(props)) followHandlers(props);
  }
  previousVnode?.(vnode);
};

const previousDiffed = options.diffed;
options.diffed = (vnode: VNode) => {
  previousDiffed?.(vnode);
  if (typeof vnode.type !== 'string' || !FIELDS.has(vnode.type)) return;
  const element = (vnode as VNode & { __e?: Element | null }).__e;
  const props = vnode.props as Rendered;
  if (element) rendered.set(element, { value: props.value, checked: props.checked });
};
