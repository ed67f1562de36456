import { DIGEST_ROLES } from '@ponte/shared/analytics.schema';
import { MENTOR_AREA_IDS } from '@ponte/shared/options.schema';
import { can } from '@ponte/shared/permissions';
import { ROLES, type Role } from '@ponte/shared/roles';
import { TENANTS, type TenantSlug } from '@ponte/shared/tenants';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { hashPassword } from '../../security/password.ts';
import { saveDigestRoles } from '../analytics/analytics.repository.ts';
import { insertMentorshipHistory } from '../mentorship/mentorship.repository.ts';
import { listTenants } from '../tenant/tenant.repository.ts';
import { countUsers, insertUser } from '../users/user.repository.ts';
import { insertDemoTalents } from './demo.repository.ts';
import { seedDemoCompaniesAndCollaborators } from './demo-companies.ts';
import { seedDemoCourses } from './demo-courses.ts';
import { DEMO_FOLLOW_UP_TENANTS, seedDemoFollowUp } from './demo-follow-up.ts';
import { seedDemoHelp } from './demo-help.ts';
import { seedDemoMentoring } from './demo-mentoring.ts';
import { seedDemoPrivacy } from './demo-privacy.ts';
import { DEMO_PROFILE_TENANTS, seedDemoTalentProfile } from './demo-profile.ts';
import { seedDemoQuizzes } from './demo-quizzes.ts';
import { generateDemoTalents } from './demo-talents.ts';

/** The one password of every demo account (README). */
export const DEMO_PASSWORD = 'Ponte@2026';

export function demoEmail(role: Role, tenant: TenantSlug): string {
  return `${role.toLowerCase()}@${tenant}.demo`;
}

/** A demo account whose email is not confirmed yet, to try the verification flow. */
export const UNVERIFIED_DEMO_EMAIL = 'novo@sandbox.demo';

const PEOPLE: Record<Role, { firstName: string; lastName: string; position: string | null }> = {
  Admin: { firstName: 'Ana', lastName: 'Souza', position: null },
  Rh: { firstName: 'Beatriz', lastName: 'Lima', position: 'Analista de RH' },
  Colaborador: { firstName: 'Carlos', lastName: 'Pereira', position: 'Desenvolvedor' },
  Funcionario: { firstName: 'Daniela', lastName: 'Costa', position: 'Assistente administrativa' },
  FuncionarioMentor: { firstName: 'Eduardo', lastName: 'Almeida', position: 'Engenheiro de software' },
  Mentor: { firstName: 'Fernanda', lastName: 'Ribeiro', position: 'Mentora de carreira' },
  RhMentor: { firstName: 'Gabriel', lastName: 'Martins', position: 'Business partner de RH' },
  Talento: { firstName: 'Helena', lastName: 'Oliveira', position: null },
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days ago the demo talent asked for her mentorship, and was given her mentor. */
export const DEMO_MENTORSHIP_ASKED_DAYS = 45;
export const DEMO_MENTORSHIP_LINKED_DAYS = 40;

/**
 * The demo talent asked for mentoring and the demo Mentor took the request, so a mentor can open a
 * mentee's profile; a second, unassigned request waits in the queue. MENTOR_AREA 27 is behavioural.
 */
async function seedDemoMentorships(
  tx: Tx,
  tenantId: string,
  slug: TenantSlug,
  ids: Map<Role, number>,
  followedUp: boolean,
) {
  const talent = ids.get('Talento');
  const mentor = ids.get('Mentor');
  if (talent === undefined || mentor === undefined) return;
  const period = TENANTS[slug].features.mentoringPeriod ? ('N' as const) : null;
  const now = Date.now();
  const admin = ids.get('Admin');
  // With the follow-up seeded (demo-follow-up.ts: notes from 30 days ago), asked for and linked before the
  // mentor's first note, so the card's "since" and the timeline's request and link come before the follow-up
  // they started. Without it, today: a link 40 days old with no follow-up would be reported as stalled.
  const daysAgo = (days: number) => new Date(now - (followedUp ? days : 0) * DAY_MS);
  await insertMentorshipHistory(tx, {
    tenantId,
    userId: talent,
    mentorId: mentor,
    areaOptionId: MENTOR_AREA_IDS.behavioural,
    objective: 'Quero me preparar para entrevistas e organizar meu plano de carreira.',
    period,
    createdAt: daysAgo(DEMO_MENTORSHIP_ASKED_DAYS),
    linkedAt: daysAgo(DEMO_MENTORSHIP_LINKED_DAYS),
    ended: null,
    ...(admin === undefined ? {} : { actorId: admin }),
  });
}

/**
 * Demo people: one per role in each tenant. Written through the app role with the tenant set, like
 * any request, so the seed obeys row-level security too. A tenant that already has users is left alone.
 */
export async function seedDemoUsers(db: ScopedDatabase, options: { talents?: number } = {}): Promise<number> {
  const tenants = await db.withoutTenant((tx) => listTenants(tx));
  // The demo password is public (README), so one hash serves every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date();
  let created = 0;
  for (const tenant of tenants) {
    const slug = tenant.slug as TenantSlug;
    await db.inTenant(tenant.id, async (tx) => {
      if ((await countUsers(tx)) > 0) return;
      const ids = new Map<Role, number>();
      for (const role of ROLES) {
        const person = PEOPLE[role];
        const { id } = await insertUser(tx, {
          tenantId: tenant.id,
          ...person,
          email: demoEmail(role, slug),
          role,
          passwordHash,
          emailVerifiedAt: verifiedAt,
        });
        ids.set(role, id);
        created += 1;
      }
      // The follow-up is seeded with the crowd, in its tenants: only there has the mentorship a history to precede.
      const followedUp = Boolean(options.talents) && DEMO_FOLLOW_UP_TENANTS.includes(slug);
      await seedDemoMentorships(tx, tenant.id, slug, ids, followedUp);
      if (options.talents) {
        created += await insertDemoTalents(
          tx,
          tenant.id,
          passwordHash,
          await generateDemoTalents(slug, options.talents),
        );
        await seedDemoCourses(tx, tenant.id, slug, ids);
        created += await seedDemoCompaniesAndCollaborators(tx, tenant.id, slug, passwordHash);
        created += await seedDemoMentoring(tx, tenant.id, slug, ids, passwordHash);
        const mentor = PEOPLE.Mentor;
        await seedDemoFollowUp(tx, tenant.id, slug, ids, `${mentor.firstName} ${mentor.lastName}`);
        await seedDemoQuizzes(tx, tenant.id, slug, ids);
        await seedDemoPrivacy(tx, tenant.id, ids.get('Talento'));
        await seedDemoHelp(tx, tenant.id, slug);
        // The analytics weekly digest goes to the Admin and Rh where the tenant has the analytics screen.
        if (DIGEST_ROLES.some((role) => can(slug, role, 'analytics'))) {
          await saveDigestRoles(tx, tenant.id, ['Admin', 'Rh']);
        }
        const talent = ids.get('Talento');
        if (talent !== undefined && DEMO_PROFILE_TENANTS.includes(slug)) {
          await seedDemoTalentProfile(tx, tenant.id, talent);
        }
      }
      if (slug === 'sandbox') {
        await insertUser(tx, {
          tenantId: tenant.id,
          firstName: 'Igor',
          lastName: 'Santos',
          position: null,
          email: UNVERIFIED_DEMO_EMAIL,
          role: 'Talento',
          passwordHash,
          emailVerifiedAt: null,
        });
        created += 1;
      }
    });
  }
  return created;
}
