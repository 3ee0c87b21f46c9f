import { TAG_LABELS, type DietaryTag } from '@burgers/domain/option-basics';

/** Small badges for a product's dietary tags: 'Sin TACC', 'Vegano', 'Picante'. */
export function DietaryBadges({ tags, className = '' }: { tags: readonly DietaryTag[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={`diet-badges ${className}`.trim()} aria-label="Apto">
      {tags.map((tag) => (
        <li key={tag} className={`diet-badge diet-badge--${tag}`}>
          {TAG_LABELS[tag]}
        </li>
      ))}
    </ul>
  );
}
