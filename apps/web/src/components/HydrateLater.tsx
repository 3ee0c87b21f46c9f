import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '#lib/hydrated';

interface Turn {
  done: boolean;
  promise: Promise<void>;
}

/** Turn n ends n + 1 tasks after the first one was asked for, each in a task of its own. */
const turns: Turn[] = [];
function turn(index: number): Turn {
  const known = turns[index];
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
  turns[index] = next;
  return next;
}

function Waiting({ index, children }: { index: number; children: ReactNode }) {
  const hydrated = useHydrated();
  if (typeof window === 'undefined') return children;
  const wait = turn(index);
  // Suspending while the markup is taken over keeps the server's markup on screen (Preact hydrates
  // it once the promise settles): nothing changes on screen, the work only moves to a later task.
  if (!hydrated && !wait.done) throw wait.promise;
  return children;
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
