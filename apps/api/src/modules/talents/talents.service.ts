import { EXPORT_MAX_ROWS } from '@ponte/shared/data-transfer.schema';
import { OFFERED_LANGUAGES } from '@ponte/shared/profile-enums';
import type { Role } from '@ponte/shared/roles';
import {
  SENSITIVE_FILTERS,
  type SortOrder,
  TALENT_TOTAL_CAP,
  type TalentFilterOptions,
  type TalentListResponse,
  type TalentQuery,
  type TalentSort,
  type TalentView,
  talentFilterKeys,
} from '@ponte/shared/talents.schema';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { Errors } from '../../http/errors.ts';
import { decodeCursor, keysetPage } from '../../http/keyset-cursor.ts';
import { insertAuditEntry } from '../audit/audit.repository.ts';
import { listOptions } from '../options/options.repository.ts';
import { talentViewOf } from '../policy/policy.service.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import {
  citiesInUse,
  classExists,
  countTalents,
  fluencyLevels,
  listClasses,
  searchTalents,
  TALENT_SEARCH_SETTINGS,
  type TalentRow,
  type TalentSearch,
  tagsInUse,
} from './talents.repository.ts';

export interface TalentCaller {
  id: number;
  role: Role;
}

/** The full view and its sensitive filters go with the right to read any talent's sensitive data. */
function viewOf(tenant: Tenant, caller: TalentCaller): TalentView {
  return talentViewOf(tenant.slug, caller);
}

/** The keyset cursor of one sort and order: a cursor made for another is the caller's mistake (400). */
export function talentCursorList(sort: TalentSort, order: SortOrder): string {
  return `talents:${sort}:${order}`;
}

/** A name sort keys on first and last name; the last sign-in on a timestamptz that may be empty. */
export function decodeTalentCursor(raw: string | undefined, sort: TalentSort, order: SortOrder) {
  const list = talentCursorList(sort, order);
  const key =
    sort === 'name'
      ? decodeCursor(list, raw, ['string', 'string', 'int'])
      : decodeCursor(list, raw, ['pgTimestampOrNull', 'int']);
  if (!key) return undefined;
  return { keys: key.slice(0, -1) as (string | null)[], id: key.at(-1) as number };
}

export const SENSITIVE_FILTER_ACTION = 'talents.sensitiveFilter';
export const EXPORT_ACTION = 'talents.export';
/** Rows per read while exporting: the list's own keyset walk, in larger steps. */
const EXPORT_PAGE = 1000;

/** Values in use among a tenant's talents: a full scan of their profiles, so kept for a while. */
interface InUse {
  softSkills: string[];
  hardSkills: string[];
  cities: { city: string; state: string | null }[];
}
const IN_USE_TTL_MS = 5 * 60_000;
/**
 * FLUENCY_LEVEL options are reference data that only the seed writes; reading them once a minute
 * instead of on every search with a level saves the search a round trip.
 */
const LEVELS_TTL_MS = 60_000;

export class TalentsService {
  private readonly inUse = new Map<string, { at: number; value: Promise<InUse> }>();
  private readonly levels = new Map<string, { at: number; value: { id: number; position: number }[] }>();

  constructor(
    private readonly db: ScopedDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * At a million talents the scan takes seconds, so the panel gets the last answer while a fresh
   * one is computed in the background once it is older than IN_USE_TTL_MS.
   */
  private valuesInUse(tenantId: string): Promise<InUse> {
    const cached = this.inUse.get(tenantId);
    const fresh = () => {
      const value = this.db.inTenant(tenantId, async (tx) => ({
        softSkills: await tagsInUse(tx, tenantId, 'soft_skills'),
        hardSkills: await tagsInUse(tx, tenantId, 'hard_skills'),
        cities: await citiesInUse(tx, tenantId),
      }));
      const entry = { at: this.now(), value };
      this.inUse.set(tenantId, entry);
      // A failed scan is not kept: the next call tries again.
      value.catch(() => {
        if (this.inUse.get(tenantId) === entry) this.inUse.delete(tenantId);
      });
      return value;
    };
    if (!cached) return fresh();
    if (this.now() - cached.at > IN_USE_TTL_MS) {
      void fresh().catch(() => {});
    }
    return cached.value;
  }

  private async fluencyLevels(tx: Tx, tenantId: string): Promise<{ id: number; position: number }[]> {
    const kept = this.levels.get(tenantId);
    if (kept && this.now() - kept.at < LEVELS_TTL_MS) return kept.value;
    const value = await fluencyLevels(tx);
    this.levels.set(tenantId, { at: this.now(), value });
    return value;
  }

  async list(tenant: Tenant, caller: TalentCaller, query: TalentQuery): Promise<TalentListResponse> {
    const after = decodeTalentCursor(query.cursor, query.sort, query.order);
    return this.db.inTenant(
      tenant.id,
      async (tx) => {
        const search = await this.searchOf(tx, tenant, caller, query, SENSITIVE_FILTER_ACTION);
        const { rows: page, nextCursor } = keysetPage(
          await searchTalents(tx, { ...search, after, limit: query.limit }),
          query.limit,
          talentCursorList(query.sort, query.order),
          (r) => [...r.sortKeys, r.id],
        );
        const total = await countTalents(tx, { ...search, after, limit: query.limit }, TALENT_TOTAL_CAP);
        return {
          items: page.map((r) => ({
            id: r.id,
            publicId: r.publicId,
            name: `${r.firstName} ${r.lastName}`.trim(),
            lastLoginDate: r.lastLoginAt,
            courses: r.courses,
            occupationArea: r.occupationArea,
            skills: [...r.softSkills, ...r.hardSkills],
          })),
          nextCursor,
          total,
        };
      },
      TALENT_SEARCH_SETTINGS,
    );
  }

  /**
   * Every talent the same filters find, in the list's order, up to EXPORT_MAX_ROWS (issue 16 §2): the
   * columns on screen plus the e-mail and city both views may filter by. The export is audited with its
   * filters, like a search over sensitive fields.
   */
  async exportRows(tenant: Tenant, caller: TalentCaller, query: TalentQuery): Promise<TalentRow[]> {
    return this.db.inTenant(
      tenant.id,
      async (tx) => {
        const search = await this.searchOf(tx, tenant, caller, query, EXPORT_ACTION);
        const out: TalentRow[] = [];
        let after: TalentSearch['after'];
        while (out.length < EXPORT_MAX_ROWS) {
          const limit = Math.min(EXPORT_PAGE, EXPORT_MAX_ROWS - out.length);
          const rows = await searchTalents(tx, { ...search, after, limit });
          out.push(...rows.slice(0, limit));
          const last = rows[limit - 1];
          if (rows.length <= limit || !last) break;
          after = { keys: last.sortKeys, id: last.id };
        }
        return out;
      },
      TALENT_SEARCH_SETTINGS,
    );
  }

  /**
   * The checks and the search a query asks for. The filters over sensitive fields belong to the base
   * view: 403 for whoever may not read that data; using them (or exporting) leaves an audit entry.
   */
  private async searchOf(
    tx: Tx,
    tenant: Tenant,
    caller: TalentCaller,
    query: TalentQuery,
    action: string,
  ): Promise<Omit<TalentSearch, 'after' | 'limit'>> {
    if (query.view === 'base' && viewOf(tenant, caller) !== 'base') throw Errors.forbidden();
    const base = query.view === 'base' ? query : null;
    if (base?.classeId !== undefined && !tenant.definition.features.classFilter) {
      throw Errors.invalidFields({ classeId: 'validation.invalid' });
    }
    if (base?.classeId !== undefined && !(await classExists(tx, base.classeId))) throw Errors.notFound();
    let levelIds: number[] | undefined;
    if (query.generalLevel !== undefined) {
      const levels = await this.fluencyLevels(tx, tenant.id);
      const chosen = levels.find((l) => l.id === query.generalLevel);
      if (!chosen) throw Errors.invalidFields({ generalLevel: 'validation.invalid' });
      levelIds = levels.filter((l) => l.position >= chosen.position).map((l) => l.id);
    }
    const used = base ? SENSITIVE_FILTERS.filter((k) => base[k] !== undefined) : [];
    if ((used.length > 0 && base) || action === EXPORT_ACTION) {
      await insertAuditEntry(tx, {
        tenantId: tenant.id,
        userId: caller.id,
        action,
        detail: { filters: Object.fromEntries(used.map((k) => [k, base?.[k]])) },
      });
    }
    return {
      tenantId: tenant.id,
      classeId: base?.classeId,
      areaOfOperation: query.areaOfOperation,
      softSkills: query.softSkills,
      hardSkills: query.hardSkills,
      nameLanguage: query.nameLanguage,
      levelIds,
      city: query.city,
      state: base?.state,
      gender: base?.gender,
      raceColor: base?.raceColor,
      pcd: base?.pcd,
      email: query.email,
      phone: base?.phone,
      name: query.name,
      sort: query.sort,
      order: query.order,
    };
  }

  async filterOptions(tenant: Tenant, caller: TalentCaller): Promise<TalentFilterOptions> {
    const view = viewOf(tenant, caller);
    const fields = talentFilterKeys(view, tenant.definition.features.classFilter);
    const inUse = await this.valuesInUse(tenant.id);
    const { classes, areas, levels } = await this.db.inTenant(tenant.id, async (tx) => ({
      classes: fields.includes('classeId') ? await listClasses(tx) : [],
      areas: await listOptions(tx, 'EMPLOYEE_SECTOR'),
      levels: await listOptions(tx, 'FLUENCY_LEVEL'),
    }));
    const { softSkills, hardSkills, cities } = inUse;
    const states = fields.includes('state')
      ? [...new Set(cities.map((c) => c.state).filter((s): s is string => !!s))].sort()
      : [];
    return {
      view,
      fields,
      classes,
      areas,
      fluencyLevels: levels,
      languages: OFFERED_LANGUAGES.map((o) => o.value),
      softSkills,
      hardSkills,
      cities,
      states,
    };
  }
}
