/**
 * Talent base (spec §2, §3 "Talent list row", "Talent filter"; issue 4).
 *   GET /api/talentos?<talentQuery>   ← talentQuerySchema (query string), → talentListResponseSchema
 *   GET /api/talentos/filtros         → talentFilterOptionsSchema (what the filter panel offers this caller)
 * Both need P.can('talentBase').
 *
 * Views. `view=base` (the default) is for Admin and Rh: every filter. `view=mentor` is for everyone
 * else who reaches the list (RhMentor): the query is a strict object without classeId, state, phone,
 * gender, raceColor and pcd, so passing one is a 400 (VALIDATION_ERROR naming the field), never
 * silently ignored. A caller who is not Admin/Rh asking for view=base gets a 403: the sensitive
 * filters (gender, raceColor, pcd) work only for roles allowed to see that data. The filter-options
 * answer says which view the caller has: 'base' for whoever the policy lets read any talent's
 * sensitive data ('profile.readSensitive' in policy.ts), 'mentor' otherwise.
 * classeId is further limited to tenants whose features.classFilter is on (mais-pra-ti): elsewhere
 * the server answers 400 { fields: { classeId } }.
 *
 * Semantics: softSkills/hardSkills/nameLanguage match talents having ALL the chosen values (exact
 * tags, as offered by /filtros); generalLevel is the minimum FLUENCY_LEVEL (by option position)
 * each chosen language must reach, or, with no language chosen, that some language reaches.
 * city and state match exactly; email and name match a fragment (case-insensitive); phone matches a
 * digits fragment. Only active Talento users of the caller's tenant are listed.
 *
 * URL form: lists are comma-separated (`softSkills=Liderança,Comunicação`) or repeated params
 * (`softSkills=a&softSkills=b`), both parse the same; tags never hold commas (normaliseTag strips
 * them). Empty params are absent. `talentQueryToSearchParams` writes the canonical URL form back.
 * Paging is by keyset: pass the previous answer's nextCursor as `cursor`, with the same filters and
 * sort; a cursor from another sort is a 400 { fields: { cursor } }. sort=name orders by first name,
 * last name, id as stored; sort=lastLogin counts never-signed-in people as the oldest.
 * An unknown classeId of this tenant is a 404; an unknown generalLevel a 400 { fields }.
 */
import { z } from 'zod';
import { optionItemSchema } from './options.schema.ts';
import { isSensitiveProfileField } from './policy.ts';
import { GENDERS, OFFERED_LANGUAGES, RACE_COLORS, YES_NO } from './profile-enums.ts';
import { BRAZILIAN_STATE_CODES } from './reference/brazilian-states.ts';
import { rowIdSchema, V } from './validation.ts';

export const TALENT_PAGE_DEFAULT = 20;
export const TALENT_PAGE_MAX = 100;
export const TALENT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const TALENT_FILTER_TEXT_MAX = 100;
export const TALENT_FILTER_LIST_MAX = 20;

export const TALENT_VIEWS = ['base', 'mentor'] as const;
export type TalentView = (typeof TALENT_VIEWS)[number];

export const TALENT_SORTS = ['name', 'lastLogin'] as const;
export type TalentSort = (typeof TALENT_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Filters whose every use is written to the audit log (special-category data, ADR 0017). */
export const SENSITIVE_FILTERS = ['gender', 'raceColor', 'pcd'] as const;
export type SensitiveFilter = (typeof SENSITIVE_FILTERS)[number];

// --- URL helpers ----------------------------------------------------------------------------------

const blankToUndefined = (v: unknown) => {
  if (Array.isArray(v)) v = v[v.length - 1];
  return typeof v === 'string' && v.trim() === '' ? undefined : v;
};

/** "a,b" or ["a","b"] or ["a,b","c"] → ["a","b","c"] (trimmed, blanks and duplicates dropped). */
export function parseUrlList(v: unknown): unknown {
  if (v === undefined || v === null) return undefined;
  const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
  const out: unknown[] = [];
  for (const p of parts) {
    const item = typeof p === 'string' ? p.trim() : p;
    if (item === '' || out.includes(item)) continue;
    out.push(item);
  }
  return out.length === 0 ? undefined : out;
}

const text = (max = TALENT_FILTER_TEXT_MAX) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { error: V.maxLength }).optional());
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    parseUrlList,
    z.array(item).max(TALENT_FILTER_LIST_MAX, { error: 'validation.tooManyItems' }).optional(),
  );
const positiveId = z.preprocess(blankToUndefined, rowIdSchema.optional());
const codeOf = <T extends string>(values: readonly T[]) =>
  z.preprocess(blankToUndefined, z.enum(values as [T, ...T[]], { error: V.invalid }).optional());

const languageCodes = OFFERED_LANGUAGES.map((o) => o.value);

/** Filters, sort and paging both views share. */
const commonFields = {
  areaOfOperation: positiveId,
  softSkills: list(z.string().max(50, { error: 'validation.tagTooLong' })),
  hardSkills: list(z.string().max(50, { error: 'validation.tagTooLong' })),
  nameLanguage: list(z.enum(languageCodes as [string, ...string[]], { error: V.invalid })),
  generalLevel: positiveId,
  city: text(255),
  email: text(),
  /** Name fragment (first, last or both). */
  name: text(),
  sort: z.preprocess(blankToUndefined, z.enum(TALENT_SORTS, { error: V.invalid }).default('name')),
  order: z.preprocess(blankToUndefined, z.enum(SORT_ORDERS, { error: V.invalid }).default('asc')),
  cursor: text(1000),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: V.invalid })
      .int({ error: V.invalid })
      .min(1, { error: V.invalid })
      .max(TALENT_PAGE_MAX, { error: V.invalid })
      .default(TALENT_PAGE_DEFAULT),
  ),
};

/** Filters only the base view (Admin/Rh) may carry. */
const baseOnlyFields = {
  classeId: positiveId,
  state: codeOf(BRAZILIAN_STATE_CODES),
  /** Digits only (spec §3); a fragment is enough. */
  phone: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,15}$/, { error: 'validation.phone' })
      .optional(),
  ),
  gender: codeOf(GENDERS.map((o) => o.value)),
  raceColor: codeOf(RACE_COLORS.map((o) => o.value)),
  /** Person with disability: S or N. */
  pcd: codeOf(YES_NO.map((o) => o.value)),
};

// A forbidden key present is reported on that key (fields.gender…), not as an anonymous strictness error.
// The mentor view's keys are written out for the types; MENTOR_FORBIDDEN_FILTERS is the rule.
const forbidden = z.never({ error: V.invalid }).optional();

export const talentBaseQuerySchema = z.strictObject({
  view: z.literal('base'),
  ...commonFields,
  ...baseOnlyFields,
});
export const talentMentorQuerySchema = z.strictObject({
  view: z.literal('mentor'),
  ...commonFields,
  classeId: forbidden,
  state: forbidden,
  phone: forbidden,
  gender: forbidden,
  raceColor: forbidden,
  pcd: forbidden,
});

/** The query string of GET /api/talentos; `view` defaults to 'base'. */
export const talentQuerySchema = z.preprocess(
  (v) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const raw = v as Record<string, unknown>;
    const view = blankToUndefined(raw.view);
    return { ...raw, view: view ?? 'base' };
  },
  z.discriminatedUnion('view', [talentBaseQuerySchema, talentMentorQuerySchema], { error: V.invalid }),
);
export type TalentQuery = z.output<typeof talentQuerySchema>;
export type TalentBaseQuery = z.output<typeof talentBaseQuerySchema>;
/** Every filter key (either view). */
export type TalentFilterKey = Exclude<keyof TalentBaseQuery, 'view' | 'sort' | 'order' | 'cursor' | 'limit'>;
export const TALENT_FILTER_KEYS = [
  'classeId',
  'areaOfOperation',
  'softSkills',
  'hardSkills',
  'nameLanguage',
  'generalLevel',
  'city',
  'state',
  'gender',
  'raceColor',
  'pcd',
  'email',
  'phone',
  'name',
] as const satisfies readonly TalentFilterKey[];

/**
 * The profile field each filter searches by (`section.key` of the personal information tab), where it
 * searches one. Those policy.ts declares sensitive are the base view's only: the view goes with
 * 'profile.readSensitive' for any talent, the rule that also keeps the fields out of a profile read.
 */
export const TALENT_FILTER_FIELDS = {
  city: 'location.city',
  state: 'location.state',
  gender: 'basicData.gender',
  raceColor: 'basicData.raceColor',
  pcd: 'basicData.disability',
  email: 'basicData.email',
  phone: 'basicData.phone',
  name: 'basicData.firstName',
} as const satisfies Partial<Record<TalentFilterKey, string>>;

/**
 * Filters the mentor view must not carry: those over a sensitive profile field, and classeId (a
 * course class, spec §3 "Talent filter"). talentMentorQuerySchema forbids each (a test holds them equal).
 */
export const MENTOR_FORBIDDEN_FILTERS: readonly TalentFilterKey[] = TALENT_FILTER_KEYS.filter(
  (key) =>
    key === 'classeId' ||
    (key in TALENT_FILTER_FIELDS &&
      isSensitiveProfileField(TALENT_FILTER_FIELDS[key as keyof typeof TALENT_FILTER_FIELDS])),
);

/** The filters a view may show in a tenant (classeId needs features.classFilter). */
export function talentFilterKeys(view: TalentView, classFilter: boolean): TalentFilterKey[] {
  return TALENT_FILTER_KEYS.filter((k) => {
    if (view === 'mentor' && MENTOR_FORBIDDEN_FILTERS.includes(k)) return false;
    if (k === 'classeId' && !classFilter) return false;
    return true;
  });
}

/**
 * Canonical URL form of a query: lists comma-joined, defaults (view base, sort name, order asc,
 * limit 20) and empty values left out, keys in a fixed order, so URL → schema → URL is stable.
 * Feed it to `new URLSearchParams(…)`.
 */
export function talentQueryToSearchParams(query: Partial<Record<string, unknown>>): Record<string, string> {
  const params: Record<string, string> = {};
  const defaults: Record<string, unknown> = { view: 'base', sort: 'name', order: 'asc', limit: TALENT_PAGE_DEFAULT };
  const keys = ['view', ...TALENT_FILTER_KEYS, 'sort', 'order', 'limit', 'cursor'];
  for (const key of keys) {
    const value = query[key];
    if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.join(',');
    } else {
      params[key] = String(value);
    }
  }
  return params;
}

// --- Responses ------------------------------------------------------------------------------------

export const talentListItemSchema = z.object({
  id: z.number().int(),
  publicId: z.uuid(),
  name: z.string(),
  /** ISO 8601, or null when the person never signed in. The web shows dd/mm/yyyy. */
  lastLoginDate: z.string().nullable(),
  /** Names of the courses the person is linked to. */
  courses: z.array(z.string()),
  /** users.sector_id as its EMPLOYEE_SECTOR option. */
  occupationArea: optionItemSchema.nullable(),
  /** Soft then hard skills; the web shows the first three, then '+N'. */
  skills: z.array(z.string()),
});
export type TalentListItem = z.infer<typeof talentListItemSchema>;

/** The talent base counts its matches up to this many; beyond it the list says "more than". */
export const TALENT_TOTAL_CAP = 1000;

export const talentListResponseSchema = z.object({
  items: z.array(talentListItemSchema),
  /** Opaque; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Every talent the filters match, on all pages, counted up to TALENT_TOTAL_CAP + 1. */
  total: z.number().int(),
});
export type TalentListResponse = z.infer<typeof talentListResponseSchema>;

export const talentClassOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  courseId: z.number().int(),
  courseName: z.string(),
});

export const talentFilterOptionsSchema = z.object({
  /** The view this caller must use (send it as `view`). */
  view: z.enum(TALENT_VIEWS),
  /** The filter fields to show, in panel order. */
  fields: z.array(z.enum(TALENT_FILTER_KEYS)),
  /** Classes (mais-pra-ti base view only; otherwise empty). */
  classes: z.array(talentClassOptionSchema),
  /** EMPLOYEE_SECTOR options. */
  areas: z.array(optionItemSchema),
  /** FLUENCY_LEVEL options in level order. */
  fluencyLevels: z.array(optionItemSchema),
  /** OFFERED_LANGUAGES codes (labels from profile-enums). */
  languages: z.array(z.string()),
  /** Tags in use among the tenant's talents, alphabetical. */
  softSkills: z.array(z.string()),
  hardSkills: z.array(z.string()),
  /** Cities in use, alphabetical, with their state. */
  cities: z.array(z.object({ city: z.string(), state: z.string().nullable() })),
  /** State codes in use (base view only; otherwise empty). */
  states: z.array(z.string()),
});
export type TalentFilterOptions = z.infer<typeof talentFilterOptionsSchema>;
