import { describe, expect, it } from 'vitest';
import { ID_MAX, idField, isShopImageUri, shopImgUriField, wholeNumber } from './fields';
import { MSG } from '../messages';

describe('idField', () => {
  it('takes a positive 32-bit integer, as a number or as digits', () => {
    expect(idField.parse(1)).toBe(1);
    expect(idField.parse('42')).toBe(42);
    expect(idField.parse(ID_MAX)).toBe(2_147_483_647);
  });

  it.each([
    0,
    -1,
    2_147_483_648,
    99_999_999_999,
    '2147483648',
    '99999999999',
    '-1',
    4.5,
    '4.5',
    '1e3',
    '',
    'abc',
    true,
    [4],
    null,
    {},
  ])('refuses %j with the Spanish message', (value) => {
    const result = idField.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MSG.idInvalid);
  });
});

describe('wholeNumber', () => {
  it('never turns a boolean or an array into a number', () => {
    const quantity = wholeNumber('mal', 0, 10);
    expect(quantity.safeParse(true).success).toBe(false);
    expect(quantity.safeParse([3]).success).toBe(false);
    expect(quantity.parse('3')).toBe(3);
  });
});

describe('shop images (avatars and product pictures)', () => {
  const shop = 'https://burgersdevoto.example';
  const upload = `${shop}/api/uploads/0b6f2c1e-9a7d-4c1b-8f3e-2d5a6b7c8d9e.webp`;

  it("accepts what the upload route answers, uploads as paths and the demo menu's own paths", () => {
    expect(isShopImageUri(upload, shop)).toBe(true);
    expect(isShopImageUri(upload)).toBe(true);
    expect(isShopImageUri('/api/uploads/0b6f2c1e.webp', shop)).toBe(true);
    expect(isShopImageUri('/images/menu/clasica-devoto.svg', shop)).toBe(true);
  });

  it('refuses other sites, other schemes and addresses that only look like paths', () => {
    for (const uri of [
      'https://evil.example/x.png',
      'https://evil.example/api/uploads/x.webp',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      `${shop}/images/menu/clasica-devoto.svg`,
      `${shop}/api/uploads/`,
      '/images/a b.svg',
    ]) {
      expect(isShopImageUri(uri, shop), uri).toBe(false);
    }
    // An upload's address of another origin passes the shape check but not the server's origin check.
    expect(isShopImageUri('http://localhost:3000/api/uploads/x.webp', shop)).toBe(false);
  });

  it('the field keeps empty as no image and answers in Spanish', () => {
    expect(shopImgUriField.parse('')).toBeNull();
    expect(shopImgUriField.parse(undefined)).toBeUndefined();
    expect(shopImgUriField.parse(upload)).toBe(upload);
    const outside = shopImgUriField.safeParse('https://evil.example/x.png');
    expect(outside.success).toBe(false);
    expect(outside.error?.issues.map((issue) => issue.message)).toEqual([MSG.imageNotFromShop]);
    expect(shopImgUriField.safeParse('javascript:alert(1)').error?.issues.map((issue) => issue.message)).toEqual([
      MSG.imageInvalid,
    ]);
  });
});
