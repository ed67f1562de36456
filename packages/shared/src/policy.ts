/**
 * Who may do what to whom, as data. permissions.ts answers "may this role, in this tenant, open this
 * screen?" (the spec's §6 tables); this file answers "may this caller do this to this person or
 * record?", which also depends on how the caller stands to it: the person themself, their mentor
 * while a mentorship is active, their former mentor, the author of a record.
 *
 * A rule is a list of grants; a grant is a list of conditions that must all hold. The server works
 * out the caller's relations from the data (apps/api/src/modules/policy) and evaluates the rule with
 * `allows`; the web never evaluates rules: it shows what the server's answers say the caller may do.
 * Rules are modelled on Outline's server/policies and epic-stack's "action:entity:own|any" strings.
 */
import { type Capability, can } from './permissions.ts';
import { type Role, STAFF_ROLES } from './roles.ts';
import type { TenantSlug } from './tenants.ts';

/** How the caller stands to the subject of a check. The server derives each from stored data. */
export const RELATIONS = [
  /** The caller is the person the subject is (a profile) or is about (an annotation about them). */
  'self',
  /** The caller is the mentor of a mentorship in progress with that person. */
  'activeMentor',
  /** The caller mentored that person in a mentorship that has ended, and mentors them no more. */
  'formerMentor',
  /** The caller wrote the record. */
  'author',
] as const;
export type Relation = (typeof RELATIONS)[number];

/** Facts about the subject a rule may test. A fact the server did not supply is false. */
export interface SubjectFacts {
  /** The person is an active Talento (talents are who mentors and the talent base look at). */
  activeTalent?: boolean;
  /** A record its author shared with the team (the tenant's Admin and Rh and the person's mentors). */
  sharedWithTeam?: boolean;
}
export type SubjectFact = keyof SubjectFacts;

export type Condition =
  /** The caller has one of these roles (in the same tenant: a session belongs to one). */
  | { readonly role: readonly Role[] }
  /** The role × tenant matrix grants the caller this capability. */
  | { readonly can: Capability }
  | { readonly relation: Relation }
  /** The caller does not stand so to the subject (no one annotates themself). */
  | { readonly not: Relation }
  | { readonly subject: SubjectFact };

export type Grant = readonly Condition[];
export type Rule = readonly Grant[];

const self: Condition = { relation: 'self' };
const staff: Condition = { role: STAFF_ROLES };
const admin: Condition = { role: ['Admin'] };
const activeTalent: Condition = { subject: 'activeTalent' };
const notSelf: Condition = { not: 'self' };
const author: Condition = { relation: 'author' };
const activeMentor: Condition = { relation: 'activeMentor' };
const shared: Condition = { subject: 'sharedWithTeam' };

/**
 * Every action of the product on a person or a record. Adding a screen that acts on someone adds
 * its action here, and the resolver test (apps/api/test/policy.test.ts) restates the expected
 * answer for every role and relation.
 */
export const POLICIES = {
  /** Read a person's profile (every tab the matrix shows for them). */
  'profile.read': [
    [self],
    [staff],
    // A mentor reads their mentee's profile while the mentorship is in progress, and not after.
    [{ relation: 'activeMentor' }, activeTalent],
    // Roles that reach the talent base open the talents it lists.
    [{ can: 'talentBase' }, activeTalent],
  ],
  'profile.edit': [[self], [admin]],
  /**
   * The sensitive fields of a profile (SENSITIVE_PROFILE_FIELDS below) and the talent filters that
   * search by them. One rule for both (issue 15).
   */
  'profile.readSensitive': [[self], [staff]],
  /** Only the person answers their own behavioural test. */
  'profile.takeBehaviouralTest': [[self]],

  // Mentoring (issue 11; ADR 0025). The subject is the person the request is for.
  /** Ask for mentoring for oneself: whoever the matrix gives the Mentoring screen. */
  'mentorship.ask': [[self, { can: 'mentoring' }]],
  /** Open a request on someone's behalf (tenants whose talents have no Mentoring item, such as mais-pra-ti). */
  'mentorship.askFor': [[staff]],
  'mentorship.read': [[self], [staff], [{ relation: 'activeMentor' }], [{ relation: 'formerMentor' }]],
  /** The waiting list, mentor search, suggestions and linking. */
  'mentorship.manage': [[{ can: 'mentoringRequests' }]],
  'mentorship.cancel': [[self], [staff]],
  /** Only the linked mentor declines; staff relink instead. */
  'mentorship.decline': [[{ relation: 'activeMentor' }]],
  'mentorship.conclude': [[{ relation: 'activeMentor' }], [staff]],
  /** Every mentorship in progress of the tenant, not only one's own mentees. */
  'mentorship.viewAll': [[admin]],

  // Follow-up (issue 12; ADR 0037). The subject is the person followed up (and, for a record, its
  // author and whether it is shared). A mentor's reach follows the mentorship: after it ends, a
  // former mentor keeps their own annotations and nothing else.
  /** Open a person's follow-up (the timeline): what each entry shows is its own rule below. */
  'followUp.read': [[self], [staff], [activeMentor], [{ relation: 'formerMentor' }]],
  /** The person's mentorship events on the timeline (linked, relinked, concluded…): not a former mentor. */
  'followUp.readMentorships': [[self], [staff], [activeMentor]],
  /**
   * An annotation: its author; once shared, the tenant's Admin and Rh and the person's current
   * mentors. Never the person it is about.
   */
  'annotation.read': [
    [author, notSelf],
    [shared, staff, notSelf],
    [shared, activeMentor],
  ],
  'annotation.write': [[staff, notSelf], [activeMentor]],
  /** Edit or delete: the author only. */
  'annotation.edit': [[author, notSelf]],
  /** A feedback: the person it is about, its author, Admin and Rh, the person's current mentors. */
  'feedback.read': [[self], [author], [staff], [activeMentor]],
  'feedback.write': [[staff, notSelf], [activeMentor]],
  /** Edit a sent feedback and its action plan: the author only. */
  'feedback.edit': [[author, notSelf]],
  /** Mark actions done and acknowledge the feedback: the person it is about. */
  'feedback.progress': [[self]],

  // Courses and trails (issue 13; ADR 0038). Course-wide actions have no person: they are evaluated
  // with the caller as the subject. Enrolment actions are about the enrolled person.
  /** The catalogue, a course, its classes and the trails: whoever has the menu item, and Admin and Rh. */
  'course.browse': [[{ can: 'coursesAndTrails' }], [staff]],
  /**
   * Create and edit courses and classes, see drafts (spec §6 "Course edit tabs: Admin"). Admin in every
   * tenant: sabimais' Admin has no manager submenu but attaches courses from the student edit.
   */
  'course.manage': [[admin]],
  /** Star a course for oneself. */
  'course.favourite': [
    [self, { can: 'coursesAndTrails' }],
    [self, staff],
  ],
  /** Who starred a course (the Favoritos tab). */
  'course.readFavourites': [[admin]],
  /** A course's enrolments (Gerenciar Inscrições, its counters and CSV): the tenant's Admin and Rh. */
  'enrolment.list': [[staff]],
  /** One person's enrolments and their histories: the person, Admin, Rh, their current mentor. */
  'enrolment.read': [[self], [staff], [activeMentor]],
  /** Attach a person to a class, change an enrolment's status or class, reopen a completed one. */
  'enrolment.write': [[admin]],

  // Quizzes (issue 14 §1; ADR 0041). Authoring and the whole tenant's results are the quiz manager's
  // (Admin where the tenant has quizzes); a person's answers are also their current mentor's.
  'quiz.manage': [[{ can: 'quiz' }]],
  /** Take a quiz assigned to one (whether it is assigned to them is the service's, from the target). */
  'quiz.take': [[self, { can: 'quizTaking' }]],
  /** Read a person's attempts and grade their open answers: the quiz manager, their current mentor. */
  'quiz.readAttempts': [[{ can: 'quiz' }], [activeMentor, { can: 'quizGrading' }]],
  /** Time accommodations are sensitive (they hint at a disability): the quiz manager only. */
  'quiz.accommodate': [[{ can: 'quiz' }]],

  // Analytics (issue 16 §1; ADR 0045): the programme's figures, whoever has the screen (spec §6).
  'analytics.read': [[{ can: 'analytics' }]],
  /** Who receives the weekly digest: the tenant's Admin chooses (issue 16 §1). */
  'analytics.digest.manage': [[{ can: 'analytics' }, admin]],

  // The home (issue 10 §3; ADR 0034).
  /** Counts of the tenant's talents (new this week, incomplete profiles): whoever opens the talent base. */
  'talents.summarize': [[{ can: 'talentBase' }]],
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof POLICIES;

/**
 * The profile fields only 'profile.readSensitive' reveals, by section of the personal information tab:
 * LGPD Art. 11 data (race, disability, family income), CPF, guardian data, the street address, and
 * the contact and demographic fields the talent base's mentor view may not search by (phone, gender,
 * state, spec §3 "Talent filter"; `cityCode` names the state in its first two digits). One list for
 * both uses: the profile read leaves these keys out, and a talent filter over one of them belongs to
 * the base view (talents.schema.ts, TALENT_FILTER_FIELDS). The city stays: mentors may search by it.
 */
export const SENSITIVE_PROFILE_FIELDS = {
  basicData: [
    'cpf',
    'phoneDialCode',
    'phone',
    'gender',
    'raceColor',
    'disability',
    'disabilityTypes',
    'guardianName',
    'guardianRelation',
  ],
  additionalInformation: ['familyIncome', 'familyDependents', 'incomePrograms'],
  location: ['postalCode', 'address', 'streetNumber', 'neighborhood', 'complement', 'state', 'cityCode'],
} as const;
export type SensitiveProfileSection = keyof typeof SENSITIVE_PROFILE_FIELDS;
/** Who may see them (and use the filters over them): the one rule. */
export const SENSITIVE_DATA_ACTION = 'profile.readSensitive' satisfies Action;

/** Whether a profile field, as `section.key` (`location.state`), is one only SENSITIVE_DATA_ACTION reveals. */
export function isSensitiveProfileField(path: string): boolean {
  const [section, key] = path.split('.');
  const keys: readonly string[] | undefined = SENSITIVE_PROFILE_FIELDS[section as SensitiveProfileSection];
  return keys?.includes(key ?? '') ?? false;
}
// Marked pure so that a bundle using only the field list below leaves the rules out (the web's talent base).
export const ACTIONS = /* @__PURE__ */ Object.keys(POLICIES) as Action[];

export interface PolicyContext {
  tenant: TenantSlug;
  role: Role;
  relations: ReadonlySet<Relation>;
  subject: SubjectFacts;
}

function holds(condition: Condition, ctx: PolicyContext): boolean {
  if ('role' in condition) return condition.role.includes(ctx.role);
  if ('can' in condition) return can(ctx.tenant, ctx.role, condition.can);
  if ('relation' in condition) return ctx.relations.has(condition.relation);
  if ('not' in condition) return !ctx.relations.has(condition.not);
  return ctx.subject[condition.subject] === true;
}

export function allows(action: Action, ctx: PolicyContext): boolean {
  const rule: Rule = POLICIES[action];
  return rule.some((grant) => grant.every((condition) => holds(condition, ctx)));
}

/** The relations a set of actions can depend on: the server loads only these. */
export function relationsUsedBy(actions: readonly Action[]): Set<Relation> {
  const used = new Set<Relation>();
  for (const action of actions) {
    const rule: Rule = POLICIES[action];
    for (const grant of rule) {
      for (const c of grant) {
        if ('relation' in c) used.add(c.relation);
        if ('not' in c) used.add(c.not);
      }
    }
  }
  return used;
}

/**
 * Whether the caller may do this to any talent of the tenant, relation or not: what a list of
 * talents offers them (the talent base's full view with sensitive filters is this for
 * 'profile.readSensitive').
 */
export function allowsForAnyTalent(action: Action, tenant: TenantSlug, role: Role): boolean {
  return allows(action, { tenant, role, relations: new Set(), subject: { activeTalent: true } });
}
