import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::int[])`: the ids as one parameter, however many (a list of parameters stops at
 * 65,535 and gives the planner a different statement for every length). The ids are integers the
 * caller read from the database, written in PostgreSQL's array syntax.
 */
export function inIds(column: AnyColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${idList(ids)}::int[])`;
}

/** The same condition in a prepared query: its ids are given at execution as `idList(ids)`. */
export function inIdsPlaceholder(column: AnyColumn, placeholder: string): SQL {
  return sql`${column} = any(${sql.placeholder(placeholder)}::int[])`;
}

/** Ids in PostgreSQL's array syntax, `{1,2,3}`: one parameter for `inIds` and `inIdsPlaceholder`. */
export function idList(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}
