import { describe, expect, it } from 'vitest';
import { MENU_PARAMS, readMenuParams } from './menu-params';

describe("the menu's address", () => {
  it("is read through exactly the parameters the server keeps in a rendered menu's address", () => {
    const read = new Set<string>();
    const params = new URLSearchParams('category=burgers&sinTacc=true&utm_source=x');
    const get = params.get.bind(params);
    params.get = (name) => {
      read.add(name);
      return get(name);
    };
    params.getAll = params.has = () => {
      throw new Error('read the menu parameters with get(), so this test sees them');
    };
    expect(readMenuParams(params)).toMatchObject({ category: 'burgers', sinTacc: true });
    expect([...read].sort()).toEqual([...MENU_PARAMS].sort());
  });
});
