import { EMPLOYEE_TEXT } from './messages';

/** Tells the kitchen the list updates by itself while the live stream is connected. */
export function LiveBadge({ connected }: { connected: boolean }) {
  if (!connected) return null;
  return (
    <span className="live-badge badge rounded-pill text-bg-success" title={EMPLOYEE_TEXT.liveHelp}>
      <span className="live-badge__dot" aria-hidden="true" />
      {EMPLOYEE_TEXT.live}
    </span>
  );
}
