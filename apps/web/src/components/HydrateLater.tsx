import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '#lib/hydrated';

interface Turn {
  done: boolean;
  promise: Promise<void>;
}

/**
 * The turns of the parts being taken over: turn n ends n + 1 tasks after the first of them was asked
 * for, each in a task of its own. A part asking once every turn so far has ended (a page whose code
 * came after its frame was taken over) starts a new series, so its turns are later tasks too.
 */
let series: Turn[] = [];

function turn(index: number): Turn {
  if (series.length > 0 && series.every((known) => known.done)) series = [];
  const known = series[index];
  if (known) return known;
  const previous = index > 0 ? turn(index - 1).promise : Promise.resolve();
  const next: Turn = {
    done: false,
    promise: previous
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
      .then(() => {
        next.done = true;
      }),
  };
  series[index] = next;
  return next;
}

interface WaitingProps {
  index: number;
  children: ReactNode;
}

/**
 * Each waiting part's turn, by its props: a part that suspends is rendered again with the same props
 * object once its turn ends (hooks keep nothing for a part that suspended on its first render).
 */
const turnOf = new WeakMap<WaitingProps, Turn>();

function Waiting(props: WaitingProps) {
  const hydrated = useHydrated();
  if (typeof window === 'undefined') return props.children;
  let wait = turnOf.get(props);
  if (!wait) {
    wait = turn(props.index);
    turnOf.set(props, wait);
  }
  // Suspending while the markup is taken over keeps the server's markup on screen (Preact hydrates
  // it once the promise settles): nothing changes on screen, the work only moves to a later task.
  if (!hydrated && !wait.done) throw wait.promise;
  return props.children;
}

/**
 * Takes over the server's markup of its children in a later task (`turn` 0, 1, ...: one task each),
 * so the one that takes over a long page stays short. Rendered anywhere else (on the server, or in
 * the browser once the page has been taken over) it renders its children at once. The children
 * should be one element (a card): that is what stays on screen while they wait.
 */
export function HydrateLater({ turn: index, children }: { turn: number; children: ReactNode }) {
  // The same tree on the server and in the browser, so the ids useId gives inside match.
  return (
    <Suspense fallback={null}>
      <Waiting index={index}>{children}</Waiting>
    </Suspense>
  );
}
