import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { ID_MAX, idField, wholeNumber } from './fields';

describe('idField', () => {
  it('takes a positive 32-bit integer, as a number or as digits', () => {
    expect(idField.parse(1)).toBe(1);
    expect(idField.parse('42')).toBe(42);
    expect(idField.parse(ID_MAX)).toBe(2_147_483_647);
  });

  it.each([0, -1, 2_147_483_648, 99_999_999_999, '2147483648', '99999999999', '-1', 4.5, '4.5', '1e3', '', 'abc', true, [4], null, {}])(
    'refuses %j with the Spanish message',
    (value) => {
      const result = idField.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.idInvalid);
    },
  );
});

describe('wholeNumber', () => {
  it('never turns a boolean or an array into a number', () => {
    const quantity = wholeNumber('mal', 0, 10);
    expect(quantity.safeParse(true).success).toBe(false);
    expect(quantity.safeParse([3]).success).toBe(false);
    expect(quantity.parse('3')).toBe(3);
  });
});
