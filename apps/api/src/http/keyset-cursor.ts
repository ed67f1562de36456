import { ROW_ID_MAX } from '@ponte/shared/validation';
import { Errors } from './errors.ts';

/**
 * The one keyset cursor of every list: base64url JSON of `[list, ...key]`, where `list` names the list
 * and its sort ("talents:name:asc") and `key` is the last row's sort key. Opaque to the web. A cursor
 * that does not decode to the expected list and shape is a 400 naming `cursor`, never a 500 (a key the
 * database cannot cast) nor a silent first page.
 */

/** What one part of a key may hold. */
const PARTS = {
  string: (v: unknown) => typeof v === 'string' && v.length <= 500,
  /** A row id or rank: a non-negative int4. */
  int: (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= ROW_ID_MAX,
  /** A JavaScript ISO instant (Date#toISOString). */
  instant: (v: unknown) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(v) && !Number.isNaN(Date.parse(v)),
  /** A calendar date, yyyy-mm-dd, that exists. */
  isoDate: (v: unknown) =>
    typeof v === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(v) &&
    !Number.isNaN(Date.parse(v)) &&
    new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
  /** A timestamptz as PostgreSQL prints it (DateStyle ISO), or null where the column may be empty. */
  pgTimestampOrNull: (v: unknown) =>
    v === null ||
    (typeof v === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/.test(v)),
} as const;

export type KeyPart = keyof typeof PARTS;
type Value<P extends KeyPart> = P extends 'int' ? number : P extends 'pgTimestampOrNull' ? string | null : string;
export type DecodedKey<T extends readonly KeyPart[]> = { [K in keyof T]: Value<T[K]> };

export function encodeCursor(list: string, key: readonly (string | number | null)[]): string {
  return Buffer.from(JSON.stringify([list, ...key]), 'utf8').toString('base64url');
}

/** The key a cursor of `list` holds, null when there is no cursor (the first page). */
export function decodeCursor<const T extends readonly KeyPart[]>(
  list: string,
  cursor: string | undefined,
  shape: T,
): DecodedKey<T> | null {
  if (cursor === undefined || cursor === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw Errors.invalidFields({ cursor: 'validation.invalid' });
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== shape.length + 1 ||
    parsed[0] !== list ||
    !shape.every((part, i) => PARTS[part](parsed[i + 1]))
  ) {
    throw Errors.invalidFields({ cursor: 'validation.invalid' });
  }
  return parsed.slice(1) as DecodedKey<T>;
}

/**
 * One page out of `limit + 1` rows fetched by keyset: the extra row only says that another page
 * follows, and the cursor is the key of the page's last row.
 */
export function keysetPage<R>(
  rows: readonly R[],
  limit: number,
  list: string,
  keyOf: (row: R) => readonly (string | number | null)[],
): { rows: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(list, keyOf(last)) : null };
}

interface SortedListQuery<S extends string> {
  sort: S;
  order: 'asc' | 'desc';
  cursor?: string | undefined;
  limit: number;
}

/**
 * A list sorted by one text key then id (`name:sort:order` names its cursors): what its search takes
 * (the sort and the key after which to start, one row more than the page), and the page of its rows.
 */
export function sortedKeyset<S extends string>(name: string, query: SortedListQuery<S>) {
  const list = `${name}:${query.sort}:${query.order}`;
  const after = decodeCursor(list, query.cursor, ['string', 'int']);
  return {
    search: {
      sort: query.sort,
      order: query.order,
      after: after ? { key: after[0], id: after[1] } : null,
      limit: query.limit + 1,
    },
    page: <R extends { sortKey: string; id: number }>(rows: readonly R[]) =>
      keysetPage(rows, query.limit, list, (row) => [row.sortKey, row.id]),
  };
}
