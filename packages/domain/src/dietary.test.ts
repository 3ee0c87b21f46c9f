import { describe, expect, it } from 'vitest';
import { sinTaccAsItComes, sinTaccChoices, sinTaccLabel } from './dietary';

const option = (
  id: number,
  name: string,
  extra: Partial<{ isDefault: boolean; tags: string[]; allergens: string[] }>,
) => ({
  id,
  name,
  inStock: true,
  isDefault: false,
  tags: [],
  allergens: [],
  ...extra,
});

const bread = {
  options: [
    option(1, 'Pan de papa', { isDefault: true, allergens: ['gluten'] }),
    option(2, 'Pan sin TACC', { tags: ['sinTacc'] }),
  ],
};

describe('sin TACC labels', () => {
  it('qualifies a burger whose default bread has gluten by the choice that makes it sin TACC', () => {
    const burger = { tags: ['sinTacc'], optionGroups: [bread] };
    expect(sinTaccAsItComes(burger)).toBe(false);
    expect(sinTaccLabel(burger)).toBe('Sin TACC con Pan sin TACC');
    expect(sinTaccChoices(burger).map((o) => o.id)).toEqual([2]);
    expect(sinTaccLabel({ tags: [], optionGroups: [bread] })).toBe('Sin TACC con Pan sin TACC');
  });

  it('calls a product sin TACC without qualification only when its defaults are', () => {
    expect(sinTaccLabel({ tags: ['sinTacc'], optionGroups: [] })).toBe('Sin TACC');
    const glutenFreeDefault = { options: [option(3, 'Pan sin TACC', { isDefault: true, tags: ['sinTacc'] })] };
    expect(sinTaccLabel({ tags: ['sinTacc'], optionGroups: [glutenFreeDefault] })).toBe('Sin TACC');
    expect(sinTaccLabel({ tags: [], optionGroups: [] })).toBeNull();
    // Extras without defaults (a sin TACC cheddar) do not make a product sin TACC.
    const extras = { options: [option(4, 'Cheddar extra', { tags: ['sinTacc'] })] };
    expect(sinTaccLabel({ tags: [], optionGroups: [extras] })).toBeNull();
  });
});
