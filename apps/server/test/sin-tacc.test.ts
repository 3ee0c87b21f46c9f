import { beforeAll, describe, expect, it } from 'vitest';
import { sinTaccChoices, sinTaccLabel } from '@burgers/domain/dietary';
import type { Product } from '@burgers/domain/types';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

const pan = {
  name: 'Pan',
  min: 1,
  max: 1,
  options: [
    { name: 'Pan de papa', price: 0, isDefault: true, allergens: ['gluten'] },
    { name: 'Pan sin TACC', price: 900, tags: ['sinTacc'] },
  ],
};

/** `?tag=sinTacc` lists a burger whose default bread has gluten only as `Sin TACC con Pan sin TACC`. */
describe('sin TACC that contains no gluten', () => {
  const { t, api } = useTestApp();
  let admin: TestUser;

  beforeAll(async () => {
    ({ admin } = await insertCast(t));
    for (const body of [
      {
        name: 'Doble con pan',
        price: 9000,
        ingredients: [],
        tags: ['sinTacc'],
        allergens: ['gluten'],
        optionGroups: [pan],
      },
      { name: 'Al plato', price: 8000, ingredients: [], tags: ['sinTacc'], allergens: [], optionGroups: [] },
    ]) {
      expect((await api('POST', '/burgers', { token: admin.token, body })).status).toBe(201);
    }
  });

  it('calls a product sin TACC without qualification only when its defaults are, and names the choice otherwise', async () => {
    const listed = (await api<Product[]>('GET', '/products?tag=sinTacc')).body;
    const withBread = listed.find((product) => product.name === 'Doble con pan')!;
    const plain = listed.find((product) => product.name === 'Al plato')!;
    expect(withBread.tags).not.toContain('sinTacc');
    expect(plain.tags).toContain('sinTacc');
    expect(sinTaccLabel(withBread)).toBe('Sin TACC con Pan sin TACC');
    expect(sinTaccChoices(withBread).map((option) => option.name)).toEqual(['Pan sin TACC']);
    expect(sinTaccLabel(plain)).toBe('Sin TACC');
    const detail = (await api<Product>('GET', `/products/${withBread.id}`)).body;
    expect(detail.tags).not.toContain('sinTacc');
  });
});
