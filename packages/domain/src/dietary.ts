/**
 * When a product may be called sin TACC (issue 38): without qualification only when it is so as it
 * comes (tagged, and none of its default choices carries gluten); otherwise, when choices make it
 * so, the menu names them: `Sin TACC con Pan sin TACC`. One rule for the server's tags, the menu's
 * card and the product page's preselection.
 */
import { TAG_LABELS } from './option-basics';

interface DietaryOption {
  id: number;
  name: string;
  inStock: boolean;
  isDefault: boolean;
  tags: readonly string[];
  allergens: readonly string[];
}

interface DietaryProduct {
  tags: readonly string[];
  optionGroups: ReadonlyArray<{ options: readonly DietaryOption[] }>;
}

/** Tagged sin TACC and none of its defaults carries gluten. */
export function sinTaccAsItComes(product: DietaryProduct): boolean {
  return (
    product.tags.includes('sinTacc') &&
    !product.optionGroups.some((group) =>
      group.options.some((option) => option.isDefault && option.allergens.includes('gluten')),
    )
  );
}

/**
 * The choices that make it sin TACC: in each group whose defaults carry gluten (the bread), its
 * first sin TACC option, in stock first. Empty when it already is as it comes, or no choice makes
 * it so; a group of extras without defaults changes nothing.
 */
export function sinTaccChoices(product: DietaryProduct): DietaryOption[] {
  if (sinTaccAsItComes(product)) return [];
  return product.optionGroups.flatMap((group) => {
    if (!group.options.some((option) => option.isDefault && option.allergens.includes('gluten'))) return [];
    const tagged = group.options.filter(
      (option) => option.tags.includes('sinTacc') && !option.allergens.includes('gluten'),
    );
    const choice = tagged.find((option) => option.inStock) ?? tagged[0];
    return choice ? [choice] : [];
  });
}

/** `Sin TACC`, `Sin TACC con Pan sin TACC` (choices joined with "y"), or null. */
export function sinTaccLabel(product: DietaryProduct): string | null {
  if (sinTaccAsItComes(product)) return TAG_LABELS.sinTacc;
  const names = sinTaccChoices(product).map((option) => option.name);
  if (names.length === 0) return null;
  const joined = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
  return `${TAG_LABELS.sinTacc} con ${joined}`;
}
