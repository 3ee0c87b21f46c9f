import { describe, expect, it } from 'vitest';
import { owedText, pesosText } from './counter';

describe('how cash owed reads', () => {
  it('writes pesos as the shop does, negatives with the sign first', () => {
    expect(pesosText(17200)).toBe('$ 17.200');
    expect(pesosText(-100)).toBe('-$ 100');
    expect(pesosText(99.5)).toBe('$ 99,50');
  });

  it('says what to charge, the note and the change; nothing once paid', () => {
    expect(owedText({ status: 'a_cobrar', payWith: 20000, change: 2800 }, 17200)).toBe(
      'A cobrar $ 17.200 · paga con $ 20.000 · vuelto $ 2.800',
    );
    expect(owedText({ status: 'a_cobrar', payWith: null, change: null }, 17200)).toBe('A cobrar $ 17.200');
    expect(owedText({ status: 'pagado', payWith: 20000, change: 2800 }, 17200)).toBeNull();
  });
});
