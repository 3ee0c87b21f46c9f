import { FaLeaf } from 'react-icons/fa';

/** Marks a vegetarian product. */
export function VeggieBadge({ className = '' }: { className?: string }) {
  return (
    <span className={`veggie-badge ${className}`.trim()}>
      <FaLeaf aria-hidden="true" /> Veggie
    </span>
  );
}
