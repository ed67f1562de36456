/**
 * The query every sortable, paged list takes: `sort` (one of the list's columns), `order`, an opaque
 * keyset `cursor` and a `limit` chosen from the list's page sizes. The web keeps them in the URL, so an
 * empty or unknown value must parse to the default rather than fail the page.
 */
import { z } from 'zod';
import { V } from './validation.ts';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A query-string value left empty ('?role=') means "not given". */
export const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export interface ListPaging<S extends string> {
  sorts: readonly [S, ...S[]];
  defaultSort: S;
  pageSizes: readonly number[];
  defaultLimit: number;
  /** 'asc' unless the list reads newest first by default (a queue of recent changes). */
  defaultOrder?: SortOrder;
}

/** The sort, order, cursor and limit fields of a list's query schema. */
export function listQueryFields<S extends string>(paging: ListPaging<S>) {
  return {
    sort: z.preprocess(emptyToUndefined, z.enum(paging.sorts, { error: V.invalid }).default(paging.defaultSort)),
    order: z.preprocess(
      emptyToUndefined,
      z.enum(SORT_ORDERS, { error: V.invalid }).default(paging.defaultOrder ?? 'asc'),
    ),
    /** Opaque: the nextCursor of the previous page. */
    cursor: z.preprocess(emptyToUndefined, z.string().max(512).optional()),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(Math.max(...paging.pageSizes))
      .default(paging.defaultLimit),
  };
}
