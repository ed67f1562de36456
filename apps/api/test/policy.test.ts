/**
 * The access-policy resolver (apps/api/src/modules/policy) against a restatement of the rules
 * written here by hand from the issues and ADR 0013, for every action × role × relation, on a real
 * database (the relations come from stored mentorships).
 */
import { ACTIONS, type Action } from '@ponte/shared/policy';
import { ROLES, type Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScopedDatabase } from '../src/db/scope.ts';
import { decide, type Subject } from '../src/modules/policy/policy.service.ts';
import { TALENT_BASE } from './spec-tables.ts';
import { createUser, linkMentor, ownerRows, type TestUser } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

type Standing = 'none' | 'self' | 'activeMentor' | 'formerMentor';
const STANDINGS: Standing[] = ['none', 'self', 'activeMentor', 'formerMentor'];
// mais-pra-ti is the one with quizzes (spec §6 manager submenu).
const TENANTS: TenantSlug[] = ['trindtech', 'sandbox', 'mais-pra-ti'];
const QUIZ_TENANTS: TenantSlug[] = ['mais-pra-ti', 'asid'];
const MENTORS: Role[] = ['Mentor', 'FuncionarioMentor', 'RhMentor'];

// Spec §6 "Mentoring" for the two tenants under test.
const MENTORING: Partial<Record<TenantSlug, Role[]>> = {
  trindtech: ['Admin', 'Rh', 'Colaborador', 'Mentor', 'FuncionarioMentor', 'Funcionario', 'RhMentor'],
  sandbox: ['Admin', 'Rh', 'Talento'],
  'mais-pra-ti': [],
};

/**
 * What each action should answer when the subject is an active talent, or the caller themself for
 * 'self' (so a self subject is a talent only when the caller is one).
 */
function expected(
  action: Action,
  tenant: TenantSlug,
  role: Role,
  standing: Standing,
  record: { author: boolean; shared: boolean } = { author: false, shared: false },
): boolean {
  const self = standing === 'self';
  const staff = role === 'Admin' || role === 'Rh';
  const talentSubject = !self || role === 'Talento';
  const activeMentor = standing === 'activeMentor';
  const { author, shared } = record;
  switch (action) {
    case 'profile.read':
      // The person; staff read everyone; the talent base opens talents; a mentor reads a mentee while
      // the mentorship is in progress, and not after.
      return self || staff || (talentSubject && (TALENT_BASE[tenant].includes(role) || standing === 'activeMentor'));
    case 'profile.edit':
      return self || role === 'Admin';
    case 'profile.readSensitive':
      return self || staff;
    case 'profile.takeBehaviouralTest':
      return self;
    case 'mentorship.ask':
      return self && (MENTORING[tenant] ?? []).includes(role);
    case 'mentorship.askFor':
      return staff;
    case 'mentorship.read':
      return self || staff || standing === 'activeMentor' || standing === 'formerMentor';
    case 'mentorship.manage':
      // The waiting list: Admin (manager submenu) and Rh of the same tenants (ADR 0025).
      return staff;
    case 'mentorship.cancel':
      return self || staff;
    case 'mentorship.decline':
      return standing === 'activeMentor';
    case 'mentorship.conclude':
      return standing === 'activeMentor' || staff;
    case 'mentorship.viewAll':
      return role === 'Admin';
    // Follow-up (issue 12): annotations are private to their author unless shared with Admin, Rh and
    // the current mentors, never read by the person they are about; a former mentor keeps their own.
    case 'followUp.read':
      return self || staff || activeMentor || standing === 'formerMentor';
    case 'followUp.readMentorships':
      return self || staff || activeMentor;
    case 'annotation.read':
      return (author && !self) || (shared && staff && !self) || (shared && activeMentor);
    case 'annotation.write':
      return (staff && !self) || activeMentor;
    case 'annotation.edit':
      return author && !self;
    case 'feedback.read':
      return self || author || staff || activeMentor;
    case 'feedback.write':
      return (staff && !self) || activeMentor;
    case 'feedback.edit':
      return author && !self;
    case 'feedback.progress':
      return self;
    // Courses (issue 13, ADR 0038): both tenants under test give every role the courses menu.
    case 'course.browse':
      // mais-pra-ti's Funcionario has no courses menu, and is not staff.
      return !(tenant === 'mais-pra-ti' && role === 'Funcionario');
    case 'course.manage':
      return role === 'Admin';
    case 'course.favourite':
      // One's own star only: the subject is the caller.
      return self && !(tenant === 'mais-pra-ti' && role === 'Funcionario');
    case 'course.readFavourites':
      return role === 'Admin';
    case 'enrolment.list':
      return staff;
    case 'enrolment.read':
      // The person, Admin and Rh, a current mentor; not a former one.
      return self || staff || activeMentor;
    case 'enrolment.write':
      return role === 'Admin';
    // Quizzes (issue 14, ADR 0041): only where the tenant has them. Admin authors and reads every
    // attempt; everyone else takes what is assigned to them; a current mentor reads and grades a mentee's.
    case 'quiz.manage':
    case 'quiz.accommodate':
      return QUIZ_TENANTS.includes(tenant) && role === 'Admin';
    case 'quiz.take':
      return QUIZ_TENANTS.includes(tenant) && self && role !== 'Admin';
    case 'quiz.readAttempts':
      return QUIZ_TENANTS.includes(tenant) && (role === 'Admin' || (activeMentor && MENTORS.includes(role)));
    case 'analytics.read':
      // Spec §6 "Analytics": mais-pra-ti's Admin, Rh and RhMentor.
      return tenant === 'mais-pra-ti' && ['Admin', 'Rh', 'RhMentor'].includes(role);
    case 'analytics.digest.manage':
      // Who receives the weekly digest: the Admin of the tenant with the analytics screen.
      return tenant === 'mais-pra-ti' && role === 'Admin';
    case 'talents.summarize':
      // The home's talent counts go with the talent base (spec §6), relation or not.
      return TALENT_BASE[tenant].includes(role);
    default:
      throw new Error(`no expectation written for ${action}`);
  }
}

const ctx = useTestApp();
let db: ScopedDatabase;
const tenantIds = new Map<TenantSlug, string>();
/** Per tenant and role: the caller, and a subject for each standing. */
const cells = new Map<string, { actor: TestUser; subjects: Record<Standing, TestUser> }>();

beforeAll(async () => {
  db = new ScopedDatabase(ctx.handle.db);
  for (const tenant of TENANTS) {
    const [row] = await ownerRows<{ id: string }>(ctx, sql`select id from tenants where slug = ${tenant}`);
    tenantIds.set(tenant, row!.id);
    const stranger = await createUser(ctx, tenant, 'Talento');
    for (const role of ROLES) {
      const actor = await createUser(ctx, tenant, role);
      const mentee = await createUser(ctx, tenant, 'Talento');
      const formerMentee = await createUser(ctx, tenant, 'Talento');
      await linkMentor(ctx, actor, mentee);
      await linkMentor(ctx, actor, formerMentee, { ended: true });
      cells.set(`${tenant}:${role}`, {
        actor,
        subjects: { none: stranger, self: actor, activeMentor: mentee, formerMentor: formerMentee },
      });
    }
  }
});

function subjectOf(user: TestUser): Subject {
  return { person: { id: user.id, role: user.role, status: 'active' } };
}

describe('policy resolver: every action × role × relation', () => {
  for (const tenant of TENANTS) {
    for (const role of ROLES) {
      for (const standing of STANDINGS) {
        it(`${tenant} · ${role} · ${standing}`, async () => {
          const { actor, subjects } = cells.get(`${tenant}:${role}`)!;
          const { allowed, relations } = await db.inTenant(tenantIds.get(tenant)!, (tx) =>
            decide(tx, tenant, actor, subjectOf(subjects[standing]), ACTIONS),
          );
          expect([...relations]).toEqual(standing === 'none' ? [] : [standing]);
          const want = Object.fromEntries(ACTIONS.map((a) => [a, expected(a, tenant, role, standing)]));
          expect(allowed).toEqual(want);
        });
      }
    }
  }

  // A record about the subject: written by the caller or not, shared with the team or not.
  const RECORD_ACTIONS = ACTIONS.filter((a) => /^(followUp|annotation|feedback)\./.test(a));
  for (const role of ROLES) {
    for (const standing of STANDINGS) {
      for (const author of [false, true]) {
        for (const shared of [false, true]) {
          it(`trindtech · ${role} · ${standing} · ${author ? 'author' : 'not author'} · ${shared ? 'shared' : 'private'}`, async () => {
            const { actor, subjects } = cells.get(`trindtech:${role}`)!;
            const person = subjects[standing];
            const subject: Subject = {
              ...subjectOf(person),
              authorId: author ? actor.id : person.id === actor.id ? -1 : person.id,
              sharedWithTeam: shared,
            };
            const { allowed } = await db.inTenant(tenantIds.get('trindtech')!, (tx) =>
              decide(tx, 'trindtech', actor, subject, RECORD_ACTIONS),
            );
            const want = Object.fromEntries(
              RECORD_ACTIONS.map((a) => [a, expected(a, 'trindtech', role, standing, { author, shared })]),
            );
            expect(allowed).toEqual(want);
          });
        }
      }
    }
  }

  it('a former mentor who is linked again is a mentor, not a former one', async () => {
    const { actor, subjects } = cells.get('trindtech:Mentor')!;
    const again = subjects.formerMentor;
    await linkMentor(ctx, actor, again);
    const { allowed, relations } = await db.inTenant(tenantIds.get('trindtech')!, (tx) =>
      decide(tx, 'trindtech', actor, subjectOf(again), ['profile.read']),
    );
    expect([...relations]).toEqual(['activeMentor']);
    expect(allowed['profile.read']).toBe(true);
  });

  it('reads nothing of a mentee who is no longer an active talent', async () => {
    const { actor, subjects } = cells.get('trindtech:Mentor')!;
    const inactive: Subject = { person: { id: subjects.activeMentor.id, role: 'Talento', status: 'inactive' } };
    const { allowed } = await db.inTenant(tenantIds.get('trindtech')!, (tx) =>
      decide(tx, 'trindtech', actor, inactive, ['profile.read']),
    );
    expect(allowed['profile.read']).toBe(false);
  });

  it('opens no staff profile to the talent base or a mentor: only staff read them', async () => {
    const hr = await createUser(ctx, 'sandbox', 'Rh');
    for (const role of ROLES) {
      const { actor } = cells.get(`sandbox:${role}`)!;
      const { allowed } = await db.inTenant(tenantIds.get('sandbox')!, (tx) =>
        decide(tx, 'sandbox', actor, subjectOf(hr), ['profile.read']),
      );
      expect(allowed['profile.read'], role).toBe(role === 'Admin' || role === 'Rh');
    }
  });

  it('looks relations up only for actions that use them', async () => {
    const { actor, subjects } = cells.get('trindtech:Mentor')!;
    const { relations } = await db.inTenant(tenantIds.get('trindtech')!, (tx) =>
      decide(tx, 'trindtech', actor, subjectOf(subjects.activeMentor), ['profile.edit']),
    );
    expect([...relations]).toEqual([]);
  });
});
