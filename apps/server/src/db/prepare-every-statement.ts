import type { Sql } from 'postgres';

/**
 * The postgres.js client as drizzle should see it: every statement a named prepared statement.
 *
 * drizzle asks postgres.js to prepare only the queries given a name (`.prepare('name')`), and
 * postgres.js sends any other statement with parameters in two round trips: Parse and Describe
 * first, to learn the parameters' types, then Bind and Execute once they are known. A checkout's
 * and an approval's every statement went twice over the wire. Prepared, a statement is described
 * once per connection and then sent in one round trip, as postgres.js does for its own queries.
 * Transactions and savepoints hand drizzle a client of their own, which is wrapped the same way.
 * A query built differently each time (a list's filters) is one more prepared statement on its
 * connection; postgres.js replaces its connections every 30 to 60 minutes, which bounds them.
 */
export function preparingEveryStatement<T extends Sql>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'unsafe') {
        return (query: string, parameters?: unknown[], options?: Record<string, unknown>) =>
          (value as Sql['unsafe']).call(target, query, parameters as never, { ...options, prepare: true });
      }
      if (property === 'begin' || property === 'savepoint') {
        return (...args: unknown[]) => {
          // (options?, callback): the callback receives the transaction's client.
          const callback = args.at(-1) as (tx: Sql) => unknown;
          return (value as (...a: unknown[]) => unknown).call(target, ...args.slice(0, -1), (tx: Sql) =>
            callback(preparingEveryStatement(tx)),
          );
        };
      }
      return value;
    },
  });
}
