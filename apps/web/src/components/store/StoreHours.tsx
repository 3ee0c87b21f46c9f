import { hoursByDay } from '@burgers/domain/store-week';
import { useStoreStatus } from '#api/store';
import { useHydrated } from '#lib/hydrated';

/** The open/closed badge; nothing until the hours arrive. */
export function StoreBadge({ className = '' }: { className?: string }) {
  const { data: status } = useStoreStatus();
  // Open or closed is a matter of the moment: never in the server's markup, which is kept for a day.
  const data = useHydrated() ? status : undefined;
  if (!data) return null;
  return (
    <span
      className={`store-badge ${data.open ? 'store-badge--open' : 'store-badge--closed'} ${className}`.trim()}
      data-testid="store-badge"
    >
      {data.badge}
    </span>
  );
}

/** The week's hours from GET /api/store, Monday first, with the badge above. */
export function StoreHours({ className }: { className: string }) {
  const { data: status } = useStoreStatus();
  const data = useHydrated() ? status : undefined;
  return (
    <div className="store-hours">
      {data ? (
        <StoreBadge />
      ) : (
        <span className="store-badge store-badge--pending" aria-hidden="true">
          {'\u00a0'}
        </span>
      )}
      <dl className={className} aria-busy={!data}>
        {data &&
          hoursByDay(data.hours).map((row) => (
            <div key={row.day}>
              <dt>{row.name}</dt>
              <dd>{row.text}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
