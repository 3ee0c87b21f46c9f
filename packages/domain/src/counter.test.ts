import { describe, expect, it } from 'vitest';
import { noShowAllowed, owedText, pesosText } from './counter';

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

describe('noShowAllowed: No retirado an hour past the promise', () => {
  const promisedAt = '2026-11-23T20:00:00-03:00';
  it('waits a full hour after the promised time, and only for a ready order', () => {
    expect(noShowAllowed({ status: 'Listo', promisedAt }, new Date('2026-11-23T20:59:59-03:00'))).toBe(false);
    expect(noShowAllowed({ status: 'Listo', promisedAt }, new Date('2026-11-23T21:00:00-03:00'))).toBe(true);
    expect(noShowAllowed({ status: 'Pendiente', promisedAt }, new Date('2026-11-23T23:00:00-03:00'))).toBe(false);
    expect(noShowAllowed({ status: 'Listo', promisedAt: 'nunca' }, new Date('2026-11-23T23:00:00-03:00'))).toBe(false);
  });
});
