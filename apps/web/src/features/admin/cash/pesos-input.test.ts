import { describe, expect, it } from 'vitest';
import { parsePesos } from './pesos-input';

describe('parsePesos: an amount as staff type it', () => {
  it('reads the Argentine way and the plain way alike', () => {
    expect(parsePesos('20.000')).toBe(20000);
    expect(parsePesos('1.234.567,5')).toBe(1234567.5);
    expect(parsePesos('20000,50')).toBe(20000.5);
    expect(parsePesos('20000.5')).toBe(20000.5);
    expect(parsePesos(' 800 ')).toBe(800);
  });

  it('gives NaN for what is not an amount, for the server to refuse', () => {
    expect(parsePesos('')).toBeNaN();
    expect(parsePesos('mil')).toBeNaN();
  });
});
