import {
  type Action,
  allows,
  allowsForAnyTalent,
  type Relation,
  relationsUsedBy,
  SENSITIVE_DATA_ACTION,
  SENSITIVE_PROFILE_FIELDS,
  type SensitiveProfileSection,
  type SubjectFacts,
} from '@ponte/shared/policy';
import type { Role } from '@ponte/shared/roles';
import type { TalentView } from '@ponte/shared/talents.schema';
import type { TenantSlug } from '@ponte/shared/tenants';
import type { Tx } from '../../db/scope.ts';
import { Errors } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import { mentorshipStanding } from './policy.repository.ts';

/** Who is asking. */
export interface Actor {
  id: number;
  role: Role;
}

/** The person a check is about: the owner of a profile, the talent an annotation or enrolment is about. */
export interface SubjectPerson {
  id: number;
  role: Role;
  status: string;
}

export interface Subject {
  person: SubjectPerson;
  /** The author of the record, when the subject is a record. */
  authorId?: number;
  sharedWithTeam?: boolean;
}

export interface Decisions<A extends Action> {
  allowed: Readonly<Record<A, boolean>>;
  /** How the caller stands to the subject (only the relations the actions needed were looked up). */
  relations: ReadonlySet<Relation>;
}

/**
 * The one resolver behind every check of "may this caller do this to this person or record"
 * (packages/shared/src/policy.ts holds the rules). It loads only the relations the asked actions
 * can depend on: a rule without mentors costs no query.
 */
export async function decide<A extends Action>(
  tx: Tx,
  tenant: TenantSlug,
  actor: Actor,
  subject: Subject,
  actions: readonly A[],
): Promise<Decisions<A>> {
  const needed = relationsUsedBy(actions);
  const relations = new Set<Relation>();
  const isSelf = actor.id === subject.person.id;
  if (isSelf) relations.add('self');
  if (subject.authorId !== undefined && subject.authorId === actor.id) relations.add('author');
  if (!isSelf && (needed.has('activeMentor') || needed.has('formerMentor'))) {
    const standing = await mentorshipStanding(tx, actor.id, subject.person.id);
    if (standing.active) relations.add('activeMentor');
    // A former mentor who mentors the person again is their mentor, not their former one.
    else if (standing.former) relations.add('formerMentor');
  }
  const facts: SubjectFacts = {
    activeTalent: subject.person.role === 'Talento' && subject.person.status === 'active',
    sharedWithTeam: subject.sharedWithTeam === true,
  };
  return decideKnown(tenant, actor, relations, facts, actions);
}

/**
 * The same evaluation when the caller's relations are already known from the rows at hand (a list
 * whose rows carry the person and the mentor): no query per item.
 */
export function decideKnown<A extends Action>(
  tenant: TenantSlug,
  actor: Actor,
  relations: ReadonlySet<Relation>,
  facts: SubjectFacts,
  actions: readonly A[],
): Decisions<A> {
  const ctx = { tenant, role: actor.role, relations, subject: facts };
  const allowed = Object.fromEntries(actions.map((action) => [action, allows(action, ctx)])) as Record<A, boolean>;
  return { allowed, relations };
}

/** Throws 403 unless the caller may do this. */
export async function requireAllowed(
  tx: Tx,
  tenant: TenantSlug,
  actor: Actor,
  subject: Subject,
  action: Action,
): Promise<void> {
  const { allowed } = await decide(tx, tenant, actor, subject, [action]);
  if (!allowed[action]) throw Errors.forbidden();
}

/** Whether the caller may do this to any talent of the tenant (a list's offer, no relation needed). */
export function allowedForAnyTalent(tenant: TenantSlug, actor: Actor, action: Action): boolean {
  return allowsForAnyTalent(action, tenant, actor.role);
}

/**
 * A section of a person's profile as the caller may receive it: the fields policy.ts declares
 * sensitive are left out (absent, not null) unless SENSITIVE_DATA_ACTION was allowed for this person.
 */
export function presentProfileSection<T extends object>(
  section: SensitiveProfileSection,
  value: T,
  seesSensitive: boolean,
): T {
  if (seesSensitive) return value;
  const copy = { ...value } as Record<string, unknown>;
  for (const key of SENSITIVE_PROFILE_FIELDS[section]) delete copy[key];
  return copy as T;
}

/**
 * The talent base a caller gets: the base view, with the filters over sensitive fields, goes with
 * SENSITIVE_DATA_ACTION for any talent of the tenant (the rule presentProfileSection applies to one);
 * the mentor view otherwise (talents.schema.ts, MENTOR_FORBIDDEN_FILTERS).
 */
export function talentViewOf(tenant: TenantSlug, actor: Actor): TalentView {
  return allowedForAnyTalent(tenant, actor, SENSITIVE_DATA_ACTION) ? 'base' : 'mentor';
}

/** A signed-in person as a course-wide or tenant-wide rule sees them: the caller is their own subject. */
export interface Caller {
  viewer: AuthenticatedUser;
  actor: Actor;
  may(action: Action): boolean;
}

export function callerOf(tenant: TenantSlug, viewer: AuthenticatedUser): Caller {
  const actor = { id: viewer.id, role: viewer.role };
  const self = new Set(['self'] as const);
  return { viewer, actor, may: (action) => decideKnown(tenant, actor, self, {}, [action]).allowed[action] };
}
