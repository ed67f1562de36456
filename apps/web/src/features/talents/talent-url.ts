/**
 * The talent list's address is its state: filters, sort and cursor are read from the URL with the
 * shared schema and written back in its canonical form, so a filtered list can be shared and the
 * back button walks through earlier searches.
 */
import {
  type TalentFilterKey,
  type TalentQuery,
  type TalentView,
  talentFilterKeys,
  talentQuerySchema,
  talentQueryToSearchParams,
} from '@ponte/shared/talents.schema';

/** Every filter the query may hold, either view, as a loose record the panel and the chips work on. */
export type TalentFilters = Partial<Record<TalentFilterKey, string | number | string[]>>;

const PAGING_KEYS = ['sort', 'order', 'cursor', 'limit'] as const;

export interface ParsedTalentUrl {
  query: TalentQuery;
  /** Parameters that were present but refused (bad value, or not allowed in this view/tenant); ignored. */
  invalid: string[];
}

/** The keys this caller may put in the address: its view's filters, the name search and paging. */
export function allowedUrlKeys(view: TalentView, classFilter: boolean): string[] {
  return [...talentFilterKeys(view, classFilter), 'name', ...PAGING_KEYS];
}

function rawParams(params: URLSearchParams): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return raw;
}

/**
 * Reads the address with the shared schema. The view is the caller's (never the address's), unknown
 * parameters are dropped silently (e.g. tracking tags), and a parameter the schema refuses or this
 * caller may not use is dropped and reported, so a bad link shows a notice instead of breaking.
 */
export function parseTalentUrl(params: URLSearchParams, view: TalentView, classFilter: boolean): ParsedTalentUrl {
  const allowed = new Set(allowedUrlKeys(view, classFilter));
  const raw = rawParams(params);
  const invalid: string[] = [];
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'view') continue;
    if (allowed.has(key)) input[key] = value;
    else if (talentFilterKeys('base', true).includes(key as TalentFilterKey)) invalid.push(key);
  }
  // Each failed round drops the offending keys; the loop ends because every round removes one at least.
  for (let round = 0; round <= Object.keys(raw).length; round += 1) {
    const result = talentQuerySchema.safeParse({ ...input, view });
    if (result.success) return { query: result.data, invalid };
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    const removable = [...bad].filter((key) => key in input);
    if (removable.length === 0) break;
    for (const key of removable) {
      delete input[key];
      invalid.push(key);
    }
  }
  return { query: talentQuerySchema.parse({ view }), invalid };
}

/** The canonical search string (without '?') of a query: what the address and the API call carry. */
export function talentSearchString(query: Partial<Record<string, unknown>>): string {
  return new URLSearchParams(talentQueryToSearchParams(query)).toString();
}

/** The filters a query holds (name search and paging left out), in panel order. */
export function filtersOf(query: TalentQuery): TalentFilters {
  const filters: TalentFilters = {};
  for (const key of talentFilterKeys('base', true)) {
    if (key === 'name') continue;
    const value = (query as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    filters[key] = value as string | number | string[];
  }
  return filters;
}

export interface ActiveFilter {
  key: TalentFilterKey;
  /** One value of the filter: list filters give one chip per chosen value. */
  value: string | number;
}

export function activeFilters(filters: TalentFilters): ActiveFilter[] {
  return Object.entries(filters).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => ({ key: key as TalentFilterKey, value: v })),
  );
}

/** The filters without one value (a whole single-value filter, or one item of a list). */
export function withoutFilter(filters: TalentFilters, removed: ActiveFilter): TalentFilters {
  const next: TalentFilters = { ...filters };
  const current = next[removed.key];
  if (Array.isArray(current)) {
    const rest = current.filter((v) => v !== removed.value);
    if (rest.length > 0) next[removed.key] = rest;
    else delete next[removed.key];
  } else {
    delete next[removed.key];
  }
  return next;
}

/**
 * A new search: the filters (and name) replace the old ones, the sort stays, and paging starts over,
 * since a cursor belongs to the search that produced it.
 */
export function searchWith(
  query: TalentQuery,
  change: {
    filters?: TalentFilters;
    name?: string | undefined;
    sort?: TalentQuery['sort'];
    order?: TalentQuery['order'];
    limit?: number;
  },
): string {
  const filters = change.filters ?? filtersOf(query);
  const name = 'name' in change ? change.name : query.name;
  return talentSearchString({
    view: query.view,
    ...filters,
    name: name?.trim() || undefined,
    sort: change.sort ?? query.sort,
    order: change.order ?? query.order,
    limit: change.limit ?? query.limit,
  });
}

/** The same search on another page. */
export function pageSearch(query: TalentQuery, cursor: string | undefined): string {
  return talentSearchString({ ...query, cursor });
}

/** Spec §9: at most three skills per row, then the surplus as '+N'. */
export const SKILLS_SHOWN = 3;

export function splitSkills(skills: readonly string[], shown = SKILLS_SHOWN): { shown: string[]; hidden: string[] } {
  return { shown: skills.slice(0, shown), hidden: skills.slice(shown) };
}
