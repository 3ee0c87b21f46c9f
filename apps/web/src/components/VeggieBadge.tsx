import { FaLeaf } from './icons/FaLeaf';

/** Marks a vegetarian product. */
export function VeggieBadge({ className = '' }: { className?: string }) {
  return (
    <span className={`veggie-badge ${className}`.trim()}>
      <FaLeaf aria-hidden="true" /> Veggie
    </span>
  );
}
