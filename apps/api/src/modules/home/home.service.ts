import {
  completenessPercent,
  type HomeSummary,
  NEW_TALENT_DAYS,
  PROFILE_COMPLETE_SECTIONS,
  PROFILE_SECTION_TABS,
  type ProfileCompleteness,
  profileSectionsFor,
} from '@ponte/shared/home.schema';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import { allowedForAnyTalent, decide } from '../policy/policy.service.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import { countTalents } from './home.repository.ts';
import { profileSectionStates } from './profile-completeness.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A feature's own home sections, computed in the home's transaction (courses, ADR 0038). */
export interface HomeSectionSource {
  homeSections(tx: Tx, tenant: Tenant, caller: Pick<AuthenticatedUser, 'id' | 'role'>): Promise<Partial<HomeSummary>>;
}

/**
 * The home's sections (issue 10 §3; ADR 0034). Each is computed only for a caller the policy
 * resolver lets see it, and left out of the answer otherwise.
 */
export class HomeService {
  constructor(
    private readonly db: ScopedDatabase,
    private readonly now: () => number = Date.now,
    /** Features that add sections of their own (courses). */
    private readonly sources: HomeSectionSource | readonly HomeSectionSource[] = [],
  ) {}

  summary(tenant: Tenant, caller: Pick<AuthenticatedUser, 'id' | 'role'>): Promise<HomeSummary> {
    return this.db.inTenant(tenant.id, async (tx) => {
      const actor = { id: caller.id, role: caller.role };
      // The caller's own profile: theirs to fill in whenever they may edit it (the relation is self).
      const { allowed } = await decide(tx, tenant.slug, actor, { person: { ...actor, status: 'active' } }, [
        'profile.edit',
      ]);
      const summary: HomeSummary = {};
      if (allowed['profile.edit']) {
        const states = await profileSectionStates(tx, tenant.id, caller.id);
        const sections = profileSectionsFor(tenant.slug, caller.role).map((section) => ({
          section,
          tab: PROFILE_SECTION_TABS[section],
          done: states[section],
        }));
        summary.profileCompleteness = {
          percent: completenessPercent(sections.filter((s) => s.done).length, sections.length),
          complete: PROFILE_COMPLETE_SECTIONS.every((s) => states[s]),
          sections,
        } satisfies ProfileCompleteness;
      }
      if (allowedForAnyTalent(tenant.slug, actor, 'talents.summarize')) {
        const since = new Date(this.now() - NEW_TALENT_DAYS * DAY_MS);
        summary.talentCounts = { ...(await countTalents(tx, tenant.id, since)), since: since.toISOString() };
      }
      for (const source of Array.isArray(this.sources) ? this.sources : [this.sources]) {
        Object.assign(summary, await source.homeSections(tx, tenant, caller));
      }
      return summary;
    });
  }
}
