import type { ReactNode } from 'react';

interface FilterChipProps {
  active: boolean;
  /** The row's own chip class (its look comes from the filter-chip mixin). */
  className: string;
  onClick(): void;
  children: ReactNode;
}

/** One toggle of a row of filter buttons: pressed while its filter is on. */
export function FilterChip({ active, className, onClick, children }: FilterChipProps) {
  return (
    <button type="button" className={`${className} ${active ? 'is-active' : ''}`.trim()} aria-pressed={active} onClick={onClick}>
      {children}
    </button>
  );
}
