/** A product as the API answers it: its row, its own components and its option groups. */
import { DEFAULT_SIZE } from '@burgers/domain/constants';
import { sinTaccAsItComes } from '@burgers/domain/dietary';
import { fromCents } from '@burgers/domain/pricing';
import type { OptionGroup, Product as ProductResponse } from '@burgers/domain/types';
import type { Tx } from '#db/client';
import * as options from './options';
import * as repo from './repo';
import type { ComponentKind, ComponentRow, ProductRow } from './repo';

function refs(components: ComponentRow[], kind: ComponentKind) {
  return components.filter((c) => c.kind === kind).map((c) => ({ id: c.childId, name: c.name }));
}

/**
 * A database row in the API's shape for its type. A product marked in stock whose parts ran out
 * cannot be made: it answers `inStock: false` and names those parts in `missingParts` (present only
 * then, so `inStock || missingParts` is the product's own mark, which staff toggle).
 */
export function toProductResponse(
  row: ProductRow & { missingParts?: string[] },
  components: ComponentRow[] = [],
  optionGroups: OptionGroup[] = [],
): ProductResponse {
  const missingParts = row.inStock ? (row.missingParts ?? []) : [];
  const common = {
    id: row.id,
    name: row.name,
    price: fromCents(row.priceCents),
    imgUri: row.imgUri,
    isVeggie: row.isVeggie,
    inStock: row.inStock && missingParts.length === 0,
    ...(missingParts.length > 0 ? { missingParts } : {}),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
    // Sin TACC without qualification only when it is so as it comes (no default carries gluten);
    // otherwise the menu names the choices that make it so (domain/dietary.ts).
    tags: options
      .knownTags(row.tags)
      .filter((tag) => tag !== 'sinTacc' || sinTaccAsItComes({ tags: row.tags ?? [], optionGroups })),
    allergens: options.knownAllergens(row.allergens),
    optionGroups,
  };
  const size = row.size ?? DEFAULT_SIZE;
  switch (row.type) {
    case 'burgers': {
      const ingredient = refs(components, 'ingredient');
      return { ...common, type: row.type, ingredients: ingredient.map((r) => r.id), ingredient };
    }
    case 'combos': {
      const burger = refs(components, 'burger');
      const friesList = refs(components, 'fries');
      const beverage = refs(components, 'beverage');
      return {
        ...common,
        type: row.type,
        burgers: burger.map((r) => r.id),
        fries: friesList.map((r) => r.id),
        beverages: beverage.map((r) => r.id),
        burger,
        friesList,
        beverage,
      };
    }
    case 'burgerBase':
      return { ...common, type: row.type, description: row.description ?? '' };
    case 'beverages':
      return {
        ...common,
        type: row.type,
        size,
        isCarbonated: row.isCarbonated ?? false,
        isSugar: row.isSugar ?? false,
      };
    case 'fries':
      return { ...common, type: row.type, size };
    case 'ingredients':
      return { ...common, type: row.type, isRepeat: row.isRepeat ?? false };
  }
}

export function groupByParent(components: ComponentRow[]): Map<number, ComponentRow[]> {
  const byParent = new Map<number, ComponentRow[]>();
  for (const c of components) {
    const list = byParent.get(c.parentId);
    if (list) list.push(c);
    else byParent.set(c.parentId, [c]);
  }
  return byParent;
}

/** One row with its components. */
export async function withOwnComponents(
  db: Tx,
  row: ProductRow & { missingParts?: string[] },
): Promise<ProductResponse> {
  const composite = row.type === 'burgers' || row.type === 'combos';
  const groups = (await options.optionGroupsOf(db, [row.id])).get(row.id);
  if (!composite) return toProductResponse(row, [], groups);
  const [components, missingParts] = await Promise.all([
    repo.componentsOfProduct(db, row.id),
    row.missingParts ?? repo.missingPartsOf(db, row.id),
  ]);
  return toProductResponse({ ...row, missingParts }, components, groups);
}

/** A page of the catalogue and where the next one starts (none when this one is the last). */
