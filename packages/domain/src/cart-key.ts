import type { CartLine } from './types';

/**
 * A cart line's identity: its product, options (in any order) and note; a custom burger's own id
 * makes it unique. Alone in its module because the cart store is part of every page's first load.
 */
export const cartLineKey = (line: Pick<CartLine, 'id' | 'options' | 'note'>): string =>
  `${line.id}|${line.options ? line.options.map((o) => o.id).sort() : '-'}|${line.note?.trim() ?? ''}`;
