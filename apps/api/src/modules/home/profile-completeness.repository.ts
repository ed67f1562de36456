/**
 * When a part of a profile counts as filled in, as SQL: the one rule the home (issue 10 §3) and the
 * analytics funnel ("profile complete: personal info, location and additional info saved") share.
 *
 * Every predicate reads a person as `person` (users) left-joined to `personProfile` (profiles) by
 * `personProfileJoin`: a query that selects from them can use any predicate in a select, a where or
 * a `count(*) filter (…)`. Each predicate is null-safe (a person without a profile row is false, not
 * null), so `not (…)` counts them as incomplete.
 *
 * A section is done when what its form requires is stored:
 * - basicData: CPF, birth date and phone (required by the basic-data form, written only by it);
 * - additionalInformation: the selects spec §3 requires everywhere (the learning environment, not
 *   asked in asid, is left out so that one rule holds in every tenant);
 * - location: country, state and city (spec §5);
 * - education, languages, behaviouralTest: at least one row;
 * - photo, resume: a file attached;
 * - professionalProfile: career goals written (the one field that is the person's own, whatever
 *   their company link);
 * - skills: at least one soft or hard skill.
 */
import { PROFILE_COMPLETE_SECTIONS, PROFILE_SECTIONS, type ProfileSection } from '@ponte/shared/home.schema';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { behaviouralTestAttempts, profileEducations, profileLanguages, profiles, users } from '../../db/schema.ts';

/** The person whose profile is judged. */
export const person = alias(users, 'person');
/** Their profile row, if any. */
export const personProfile = alias(profiles, 'person_profile');
/** `from(person).leftJoin(personProfile, personProfileJoin)`. */
export const personProfileJoin = and(eq(personProfile.tenantId, person.tenantId), eq(personProfile.userId, person.id));

const p = personProfile;
const filled = (...columns: SQLWrapper[]) =>
  sql.join(
    columns.map((c) => sql`${c} is not null`),
    sql` and `,
  );
const hasRow = (table: typeof profileEducations | typeof profileLanguages | typeof behaviouralTestAttempts) =>
  sql`exists (select 1 from ${table} where ${table.tenantId} = ${person.tenantId} and ${table.userId} = ${person.id})`;

const DONE: Readonly<Record<ProfileSection, SQL>> = {
  basicData: filled(p.cpf, p.birthDate, p.phone),
  additionalInformation: filled(
    p.referralSource,
    p.computerLevel,
    p.computerAvailable,
    p.broadband,
    p.familyIncome,
    p.familyDependents,
    p.incomePrograms,
  ),
  location: filled(p.country, p.state, p.city),
  education: hasRow(profileEducations),
  photo: filled(p.photoFileId),
  professionalProfile: sql`nullif(btrim(${p.careerGoals}), '') is not null`,
  resume: filled(p.resumeFileId),
  skills: sql`cardinality(${p.softSkills}) + cardinality(${p.hardSkills}) > 0`,
  languages: hasRow(profileLanguages),
  behaviouralTest: hasRow(behaviouralTestAttempts),
};

/** Whether the person has done this section: true or false, never null. */
export function sectionDoneSql(section: ProfileSection): SQL<boolean> {
  return sql<boolean>`coalesce((${DONE[section]}), false)`;
}

/** The funnel's "profile complete": every PROFILE_COMPLETE_SECTIONS section done. Never null. */
export function profileCompleteSql(): SQL<boolean> {
  return sql<boolean>`(${sql.join(
    PROFILE_COMPLETE_SECTIONS.map((s) => sectionDoneSql(s)),
    sql` and `,
  )})`;
}

/** Each section's state for one person of the transaction's tenant, in one round trip. */
export async function profileSectionStates(
  tx: Tx,
  tenantId: string,
  userId: number,
): Promise<Record<ProfileSection, boolean>> {
  const columns = Object.fromEntries(PROFILE_SECTIONS.map((s) => [s, sectionDoneSql(s)])) as Record<
    ProfileSection,
    SQL<boolean>
  >;
  const [row] = await tx
    .select(columns)
    .from(person)
    .leftJoin(personProfile, personProfileJoin)
    .where(and(eq(person.tenantId, tenantId), eq(person.id, userId)));
  return Object.fromEntries(PROFILE_SECTIONS.map((s) => [s, row?.[s] === true])) as Record<ProfileSection, boolean>;
}
