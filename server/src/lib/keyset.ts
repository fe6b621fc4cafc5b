import { INVALID_CURSOR } from '@contract/paging';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import { badRequest } from './app-error';

/**
 * Keyset paging, the one helper every long list uses (docs/paging.md). A cursor is the sort key of a page's
 * last row, named with its list, as base64url JSON: `["<list>", key…]`. A cursor that does not decode, that
 * names another list or whose keys do not fit answers 400, never an empty page.
 */

/** A key's kind: a timestamp to the microsecond (as PostgreSQL keeps it), an id, or a number (a serial id). */
type KeyKind = 'time' | 'id' | 'number';

const MICROSECOND_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const NUMBER = /^\d{1,18}$/;
const PATTERNS: Record<Exclude<KeyKind, 'time'>, RegExp> = { id: ID, number: NUMBER };

const fits = (kind: KeyKind, value: unknown): value is string =>
  typeof value === 'string' &&
  (kind === 'time' ? MICROSECOND_TIME.test(value) && !Number.isNaN(Date.parse(value)) : PATTERNS[kind].test(value));

/** A timestamp column as text to the microsecond, to carry in a cursor without losing precision to a JS Date. */
export const preciseTime = (column: AnyColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export { INVALID_CURSOR };

export interface Keyset {
  readonly list: string;
  encode(keys: string[]): string;
  /** Whether a cursor names this list (its keys unchecked): tells apart the parts of a list kept in two orders. */
  owns(cursor: string): boolean;
  /** The keys of a cursor of this list (undefined for the first page); 400 when it is not one. */
  decode(cursor: string | undefined): string[] | undefined;
  /**
   * A page's query from one list of its sort columns (in the order of the list's keys; the whole order runs one
   * direction): `where`, the rows after the cursor's as a row comparison, so PostgreSQL walks the index on
   * `columns` (undefined for the first page), and `orderBy`, the list's order.
   */
  seek(
    cursor: string | undefined,
    columns: Array<AnyColumn | SQL>,
    direction: 'asc' | 'desc',
  ): { where: SQL | undefined; orderBy: SQL[] };
  /** A page from `limit + 1` rows fetched: the first `limit`, and the cursor of the last when more follow. */
  page<T>(rows: T[], limit: number, keysOf: (row: T) => string[]): { items: T[]; nextCursor: string | null };
}

export function keyset(list: string, kinds: KeyKind[]): Keyset {
  const encode = (keys: string[]) => Buffer.from(JSON.stringify([list, ...keys])).toString('base64url');
  const parse = (cursor: string): unknown => {
    try {
      return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
  };
  const decode = (cursor: string | undefined) => {
    if (cursor === undefined) return undefined;
    const parsed = parse(cursor);
    if (
      !Array.isArray(parsed) ||
      parsed[0] !== list ||
      parsed.length !== kinds.length + 1 ||
      !kinds.every((kind, i) => fits(kind, parsed[i + 1]))
    ) {
      throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
    }
    return parsed.slice(1) as string[];
  };
  const afterKeys = (keys: string[], columns: Array<AnyColumn | SQL>, direction: 'asc' | 'desc') => {
    const values = sql.join(
      keys.map((key, i) =>
        kinds[i] === 'time' ? sql`${key}::timestamptz` : kinds[i] === 'number' ? sql`${key}::bigint` : sql`${key}`,
      ),
      sql`, `,
    );
    const operator = sql.raw(direction === 'asc' ? '>' : '<');
    return sql`(${sql.join(columns, sql`, `)}) ${operator} (${values})`;
  };
  return {
    list,
    encode,
    owns: (cursor) => {
      const parsed = parse(cursor);
      return Array.isArray(parsed) && parsed[0] === list;
    },
    decode,
    seek(cursor, columns, direction) {
      const keys = decode(cursor);
      const order = direction === 'asc' ? asc : desc;
      return { where: keys && afterKeys(keys, columns, direction), orderBy: columns.map((column) => order(column)) };
    },
    page(rows, limit, keysOf) {
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return { items, nextCursor: rows.length > limit && last ? encode(keysOf(last)) : null };
    },
  };
}
