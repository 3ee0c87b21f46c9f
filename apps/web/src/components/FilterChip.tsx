import type { ReactNode } from 'react';
import { useHydrated } from '#lib/hydrated';

interface FilterChipProps {
  active: boolean;
  /** The row's own chip class (its look comes from the filter-chip mixin). */
  className: string;
  onClick(): void;
  children: ReactNode;
}

/** One toggle of a row of filter buttons: pressed while its filter is on. */
export function FilterChip({ active, className, onClick, children }: FilterChipProps) {
  // Not yet wired up in server-rendered markup: says so rather than swallow a press.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={`${className} ${active ? 'is-active' : ''}`.trim()}
      aria-pressed={active}
      aria-disabled={hydrated ? undefined : true}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
