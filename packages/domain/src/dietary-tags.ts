/** A product's and an option's dietary tags and their labels: constants, importing nothing (schemas use them). */
export const DIETARY_TAGS = ['sinTacc', 'vegano', 'picante'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

export const TAG_LABELS: Record<DietaryTag, string> = { sinTacc: 'Sin TACC', vegano: 'Vegano', picante: 'Picante' };
