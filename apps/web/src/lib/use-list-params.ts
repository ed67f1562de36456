import type { SortOrder } from '@ponte/shared/list-query';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ZodType } from 'zod';
import { parseListParams, withParams } from './list-params.ts';

/** History state of a list page: the cursors of the pages walked through to reach this one. */
interface TrailState {
  listCursors?: string[];
}

export interface CursorTrail {
  /** 1-based, or null when unknown (a shared link that starts mid-list). */
  page: number | null;
  onFirstPage: boolean;
  canGoBack: boolean;
  first: () => void;
  previous: () => void;
  next: (cursor: string) => void;
}

/**
 * Keyset paging with a way back: "next" follows the answer's cursor and remembers the current one in
 * history state; "previous" pops it. A link opened mid-list has no trail, so it offers the first page.
 */
export function useCursorTrail(
  cursor: string | undefined,
  go: (cursor: string | undefined, state: TrailState | null) => void,
): CursorTrail {
  const location = useLocation();
  const trail = (location.state as TrailState | null)?.listCursors ?? [];
  const onFirstPage = cursor === undefined;
  return {
    page: onFirstPage ? 1 : trail.length > 0 ? trail.length + 1 : null,
    onFirstPage,
    canGoBack: trail.length > 0,
    first: () => go(undefined, null),
    previous: () => go(trail.at(-1) || undefined, { listCursors: trail.slice(0, -1) }),
    next: (nextCursor) => go(nextCursor, { listCursors: [...trail, cursor ?? ''] }),
  };
}

/** A list in a fixed order (a queue) has neither sort nor order. */
interface ListQueryShape {
  sort?: string;
  order?: SortOrder;
  cursor?: string;
  limit: number;
}

/**
 * The one way a list keeps its state: filters, sort, page size and cursor live in the address
 * (shareable, and back returns to the same list), read with the list's own query schema.
 */
export function useListParams<T extends ListQueryShape>(schema: ZodType<T>, keys: readonly string[]) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => parseListParams(schema, params, keys), [schema, params, keys]);
  const go = (next: URLSearchParams, state: TrailState | null) => void navigate({ search: next.toString() }, { state });
  const update = (changes: Readonly<Record<string, string | null>>) => go(withParams(params, changes), null);
  return {
    query,
    /** Changes filters (null or '' clears one); the list starts again at its first page. */
    update,
    /** For SortableTh: sorting by a column in the order it asks for. */
    sortBy: (sort: NonNullable<T['sort']>) => (order: SortOrder) => update({ sort, order }),
    setLimit: (limit: number) => update({ limit: String(limit) }),
    trail: useCursorTrail(query.cursor, (cursor, state) => go(withParams(params, { cursor: cursor ?? null }), state)),
  };
}
