import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for: the answer leaves first, the task runs on the next
 * turn of the event loop. Used where waiting would tell the client something (password recovery:
 * a mail sent only to a known address would make its answer slower). A failure is logged, never
 * thrown; `drain` lets the app finish what is under way before it closes its database.
 */
export interface BackgroundTasks {
  run(label: string, task: () => Promise<void>): void;
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${label} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
