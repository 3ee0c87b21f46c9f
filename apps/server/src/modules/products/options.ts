/**
 * Option groups of products: read for every product answer (and for checkout's pricing), written
 * whole by the admin's create and update, and a plain option's stock flag.
 */
import { ALLERGENS, DIETARY_TAGS, OPTION_MSG, type Allergen, type DietaryTag } from '@burgers/domain/options';
import { fromCents, toCents } from '@burgers/domain/pricing';
import type { OptionGroupInput } from '@burgers/domain/schemas/options';
import type { OptionGroup } from '@burgers/domain/types';
import type { Tx } from '#db/client';
import { badRequest } from '#lib/errors';
import * as repo from './options-repo';

const tagSet = new Set<string>(DIETARY_TAGS);
const allergenSet = new Set<string>(ALLERGENS);

/** Stored arrays read defensively: only values the domain knows reach an answer. */
export const knownTags = (values: readonly string[] | null): DietaryTag[] =>
  (values ?? []).filter((v): v is DietaryTag => tagSet.has(v));
export const knownAllergens = (values: readonly string[] | null): Allergen[] =>
  (values ?? []).filter((v): v is Allergen => allergenSet.has(v));

/** Each product's groups in the API's shape; products without any are absent from the map. */
export async function optionGroupsOf(db: Tx, productIds: readonly number[]): Promise<Map<number, OptionGroup[]>> {
  const rows = await repo.optionRowsOf(db, productIds);
  const byProduct = new Map<number, OptionGroup[]>();
  for (const row of rows) {
    let groups = byProduct.get(row.productId);
    if (!groups) byProduct.set(row.productId, (groups = []));
    let group = groups.at(-1);
    if (group?.id !== row.groupId) {
      group = { id: row.groupId, name: row.groupName, min: row.minChoices, max: row.maxChoices, options: [] };
      groups.push(group);
    }
    if (row.optionId === null) continue;
    const linked = row.linkedProductId !== null;
    group.options.push({
      id: row.optionId,
      // A linked option is the product: its name, and sold out whenever the product is (or is gone).
      name: linked && row.linkedName !== null ? row.linkedName : (row.optionName ?? ''),
      price: fromCents(row.priceCents ?? 0),
      inStock: (row.ownInStock ?? true) && (!linked || (row.linkedInStock === true && !row.linkedDeleted)),
      isDefault: row.isDefault ?? false,
      productId: row.linkedProductId,
      tags: knownTags(row.tags),
      allergens: knownAllergens(row.allergens),
    });
  }
  return byProduct;
}

/**
 * Writes a product's groups as the admin sent them: ids name what is kept (and must be this
 * product's), groups and options left out are removed. Past orders keep their own copy.
 */
export async function replaceOptionGroups(
  tx: Tx,
  productId: number,
  groups: readonly OptionGroupInput[],
): Promise<void> {
  const existing = await repo.idsOfProduct(tx, productId);
  const options = groups.flatMap((group) => group.options);
  const foreignGroup = groups.some((group) => group.id !== undefined && !existing.groups.has(group.id));
  const foreignOption = options.some((option) => option.id !== undefined && !existing.options.has(option.id));
  const keptGroupIds = groups.flatMap((group) => (group.id === undefined ? [] : [group.id]));
  const keptOptionIds = options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
  const repeated =
    new Set(keptGroupIds).size !== keptGroupIds.length || new Set(keptOptionIds).size !== keptOptionIds.length;
  if (foreignGroup || foreignOption || repeated) throw badRequest(OPTION_MSG.foreignId);

  const linkedIds = options.flatMap((option) => (option.productId === null ? [] : [option.productId]));
  const found = await repo.productNames(tx, linkedIds);
  if (linkedIds.some((id) => !found.has(id))) throw badRequest(OPTION_MSG.linkedProductUnknown);

  for (const [position, group] of groups.entries()) {
    const groupId = await repo.saveGroup(tx, productId, group.id, {
      name: group.name,
      minChoices: group.min,
      maxChoices: group.max,
      position,
    });
    for (const [optionPosition, option] of group.options.entries()) {
      await repo.saveOption(tx, groupId, option.id, {
        // Kept even for a linked option (whose answers use the product's name), as a fallback.
        name: option.name || (option.productId === null ? '' : (found.get(option.productId) ?? '')),
        priceCents: toCents(option.price),
        inStock: option.inStock,
        isDefault: option.isDefault,
        linkedProductId: option.productId,
        position: optionPosition,
        tags: option.tags,
        allergens: option.allergens,
      });
    }
  }
  const kept = new Set(keptOptionIds);
  await repo.deleteOptions(
    tx,
    [...existing.options.keys()].filter((id) => !kept.has(id)),
  );
  const keptGroups = new Set(keptGroupIds);
  await repo.deleteGroups(
    tx,
    [...existing.groups].filter((id) => !keptGroups.has(id)),
  );
}

export { setOptionInStock } from './options-repo';
