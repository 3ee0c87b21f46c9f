import { useEffect, useRef, useState } from 'react';

/** How long a number that just became ready stays highlighted. */
export const HIGHLIGHT_MS = 10_000;

/**
 * The ready numbers that were not ready at the last reading: highlighted for ten seconds, and
 * `onNew` rings once per arrival. The first reading highlights nothing (a board switched on
 * mid-service is not a wave of new orders).
 */
export function useNewlyReady(ready: readonly number[] | undefined, onNew: () => void): ReadonlySet<number> {
  const seen = useRef<Set<number> | null>(null);
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, number>());
  const ring = useRef(onNew);
  ring.current = onNew;

  useEffect(() => {
    if (!ready) return;
    const previous = seen.current;
    seen.current = new Set(ready);
    if (!previous) return;
    const arrivals = ready.filter((number) => !previous.has(number));
    if (arrivals.length === 0) return;
    ring.current();
    setHighlighted((current) => new Set([...current, ...arrivals]));
    for (const number of arrivals) {
      window.clearTimeout(timers.current.get(number));
      timers.current.set(
        number,
        window.setTimeout(() => {
          timers.current.delete(number);
          setHighlighted((current) => {
            const next = new Set(current);
            next.delete(number);
            return next;
          });
        }, HIGHLIGHT_MS),
      );
    }
  }, [ready]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return highlighted;
}
