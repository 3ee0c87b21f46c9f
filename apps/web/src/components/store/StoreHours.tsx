import { hoursByDay } from '@burgers/domain/store-week';
import { useStoreStatus } from '../../api/store';

/** The open/closed badge; nothing until the hours arrive. */
export function StoreBadge({ className = '' }: { className?: string }) {
  const { data } = useStoreStatus();
  if (!data) return null;
  return (
    <span className={`store-badge ${data.open ? 'store-badge--open' : 'store-badge--closed'} ${className}`.trim()} data-testid="store-badge">
      {data.badge}
    </span>
  );
}

/** The week's hours from GET /api/store, Monday first, with the badge above. */
export function StoreHours({ className }: { className: string }) {
  const { data } = useStoreStatus();
  return (
    <div className="store-hours">
      <StoreBadge />
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
