/**
 * The options' limits, allergens and Spanish texts: constants the schemas and the rules both read,
 * so they import nothing but the shared constants (options.ts re-exports them).
 */
import { ITEM_NOTE_MAX } from './constants';

export { ITEM_NOTE_MAX };

/** The allergens the Código Alimentario asks a menu to show. */
export const ALLERGENS = [
  'gluten',
  'crustaceos',
  'huevo',
  'pescado',
  'mani',
  'soja',
  'leche',
  'frutosSecos',
  'sulfitos',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  gluten: 'gluten',
  crustaceos: 'crustáceos',
  huevo: 'huevo',
  pescado: 'pescado',
  mani: 'maní',
  soja: 'soja',
  leche: 'leche',
  frutosSecos: 'frutos secos',
  sulfitos: 'sulfitos',
};

export const OPTION_NAME_MAX = 60;
export const OPTION_GROUPS_MAX = 20;
export const OPTIONS_PER_GROUP_MAX = 30;

/** Every Spanish text about options, word for word as the contract gives them. */
export const OPTION_MSG = {
  requiredOne: 'Elegí una opción en "{group}" para {product}.',
  requiredMany: 'Elegí {min} en "{group}" para {product}.',
  tooMany: 'Podés elegir hasta {max} en "{group}".',
  unknown: 'Una de las opciones elegidas no existe.',
  repeated: 'Elegiste la misma opción más de una vez.',
  outOfStock: '"{option}" se quedó sin stock. Quitalo del carrito para continuar.',
  noteTooLong: `La aclaración puede tener hasta ${ITEM_NOTE_MAX} caracteres.`,
  groupNameRequired: 'Cada grupo de opciones necesita un nombre.',
  optionNameRequired: 'Cada opción necesita un nombre.',
  nameTooLong: `El nombre de una opción o grupo puede tener hasta ${OPTION_NAME_MAX} caracteres.`,
  groupLimitsInvalid: 'El mínimo y el máximo de un grupo deben ser números enteros de 0 a 30.',
  maxZero: 'El máximo de "{group}" debe ser al menos 1.',
  maxBelowMin: 'El máximo de "{group}" no puede ser menor que el mínimo.',
  minAboveOptions: '"{group}" pide elegir {min} pero tiene {count} opciones.',
  tooManyDefaults: '"{group}" tiene más opciones predeterminadas que su máximo ({max}).',
  priceNegative: 'El precio de una opción no puede ser negativo.',
  priceInvalid: 'El precio de una opción debe ser un número de hasta 2 decimales.',
  linkedProductUnknown: 'Una de las opciones se refiere a un producto que no existe.',
  foreignId: 'Uno de los grupos u opciones no es de este producto.',
  tooManyGroups: 'Hay demasiados grupos u opciones.',
  tagUnknown: 'Etiqueta desconocida: usá sinTacc, vegano o picante.',
  allergenUnknown: 'Alérgeno desconocido.',
  optionNotFound: 'La opción no existe.',
} as const;

export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** One option as the rules need it; prices in cents. */
