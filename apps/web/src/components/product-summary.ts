import type { NamedRef, Product } from '@burgers/domain/types';

const names = (refs: NamedRef[] | undefined): string[] => (refs ?? []).map((ref) => ref.name);

/** The parts of a product a customer wants to read: a burger's ingredients, a combo's items. */
export function compositionOf(product: Product): string[] {
  switch (product.type) {
    case 'burgers':
      return names(product.ingredient);
    case 'combos':
      return [...names(product.burger), ...names(product.friesList), ...names(product.beverage)];
    default:
      return [];
  }
}

/** One short line under a product's name on its card. */
export function productSummary(product: Product): string {
  switch (product.type) {
    case 'burgers':
    case 'combos':
      return compositionOf(product).join(' · ');
    case 'beverages':
      return [
        `Tamaño ${product.size}`,
        product.isCarbonated ? 'con gas' : 'sin gas',
        product.isSugar ? 'con azúcar' : 'sin azúcar',
      ].join(' · ');
    case 'fries':
      return `Porción ${product.size}`;
    case 'burgerBase':
      return product.description;
    default:
      return '';
  }
}

export const TYPE_LABELS: Record<Product['type'], string> = {
  burgers: 'Hamburguesa',
  combos: 'Combo',
  beverages: 'Bebida',
  fries: 'Papas',
  burgerBase: 'Base',
  ingredients: 'Ingrediente',
};

/** Veggie matters on what could have meat; a drink or a portion of fries marked veggie says nothing. */
export const showsVeggieBadge = (product: Product): boolean =>
  product.isVeggie && (product.type === 'burgers' || product.type === 'combos' || product.type === 'burgerBase');
