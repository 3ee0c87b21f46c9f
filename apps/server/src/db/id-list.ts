import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::int[])`: the ids as one parameter, however many (a list of parameters stops at
 * 65,535 and gives the planner a different statement for every length). The ids are integers the
 * caller read from the database, written in PostgreSQL's array syntax.
 */
export function inIds(column: AnyColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
}
