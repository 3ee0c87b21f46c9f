import { STORE } from './storeInfo';

/** The opening hours as a list of days and times. */
export function StoreHours({ className }: { className: string }) {
  return (
    <dl className={className}>
      {STORE.hours.map((row) => (
        <div key={row.days}>
          <dt>{row.days}</dt>
          <dd>{row.time}</dd>
        </div>
      ))}
    </dl>
  );
}
