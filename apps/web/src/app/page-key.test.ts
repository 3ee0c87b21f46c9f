import { describe, expect, it } from 'vitest';
import { pageKeyFor } from './RootLayout';

describe('pageKeyFor: one page boundary per page', () => {
  it('is the same for the paths of one page, so moving between them keeps the page', () => {
    expect(pageKeyFor('/detalle/25')).toBe(pageKeyFor('/detalle/26'));
    expect(pageKeyFor('/adminCreateBurger')).toBe(pageKeyFor('/adminEditProducts/7'));
  });

  it('differs between pages, and for an unknown path', () => {
    const keys = ['/', '/menu', '/cart', '/userfavorites', '/detalle/25', '/no-existe'].map(pageKeyFor);
    expect(new Set(keys).size).toBe(keys.length);
    expect(pageKeyFor('/no-existe')).toBe('*');
  });
});
