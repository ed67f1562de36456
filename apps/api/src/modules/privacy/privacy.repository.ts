/**
 * Each person's rights over their data (issue 16 §3; ADR 0044): the only place the export's reads, the
 * consents, the deletion queue and the anonymisation write SQL. Row-level security holds every statement
 * to the request's tenant; each read also names the person.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { guardWrite } from '../../db/driver-errors.ts';
import {
  accountDeletionRequests,
  annotations,
  behaviouralTestAttempts,
  consents,
  emailVerificationCodes,
  feedbackActions,
  helpVotes,
  mentorshipRequests,
  notificationPreferences,
  notifications,
  passwordResetTokens,
  profileCertificates,
  profileEducations,
  profileLanguages,
  profiles,
  quizAccommodations,
  sessions,
  storedFiles,
  userSettings,
  users,
} from '../../db/schema.ts';
import type { PersonIdentity } from '../../domain/person.ts';
import { userLanguageJoin } from '../user-settings/user-settings.repository.ts';

type Row = Record<string, unknown>;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A table's columns less the keys that say nothing to the person (tenant, internal ids, search copies). */
function columnsWithout<T extends Record<string, unknown>>(columns: T, ...left: (keyof T)[]) {
  return Object.fromEntries(Object.entries(columns).filter(([key]) => !left.includes(key))) as Omit<
    T,
    (typeof left)[number]
  >;
}

// --- The export ----------------------------------------------------------------------------------

export async function findAccount(tx: Tx, userId: number): Promise<Row | null> {
  const [row] = rowsOf<Row>(
    await tx.execute(sql`
      select u.public_id as "publicId", u.first_name as "firstName", u.last_name as "lastName", u.email,
             u.role, u.status, u.position, u.email_verified_at as "emailVerifiedAt",
             u.last_login_at as "lastLoginAt", u.created_at as "createdAt", u.updated_at as "updatedAt",
             c.trade_name as "company", s.label_pt_br as "sector",
             coalesce((select array_agg(o.label_pt_br order by o.position) from option_items o
                        where o.id = any(u.company_relationship_ids)), '{}') as "companyRelationships"
        from users u
        left join companies c on c.tenant_id = u.tenant_id and c.id = u.company_id
        left join option_items s on s.tenant_id = u.tenant_id and s.id = u.sector_id
       where u.id = ${userId}`),
  );
  return row ?? null;
}

export async function findProfile(tx: Tx, userId: number): Promise<Row | null> {
  const [row] = await tx
    .select(columnsWithout(getTableColumns(profiles), 'tenantId', 'userId', 'occupationArea', 'languageLevels'))
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

export async function listEducations(tx: Tx, userId: number): Promise<Row[]> {
  return tx
    .select(columnsWithout(getTableColumns(profileEducations), 'tenantId', 'userId'))
    .from(profileEducations)
    .where(eq(profileEducations.userId, userId))
    .orderBy(profileEducations.id);
}

export async function listLanguages(tx: Tx, userId: number): Promise<Row[]> {
  return tx
    .select(columnsWithout(getTableColumns(profileLanguages), 'tenantId', 'userId'))
    .from(profileLanguages)
    .where(eq(profileLanguages.userId, userId))
    .orderBy(profileLanguages.id);
}

export async function listProfileCertificates(tx: Tx, userId: number): Promise<Row[]> {
  return tx
    .select(columnsWithout(getTableColumns(profileCertificates), 'tenantId', 'userId'))
    .from(profileCertificates)
    .where(eq(profileCertificates.userId, userId))
    .orderBy(profileCertificates.id);
}

export async function listIssuedCertificates(tx: Tx, userId: number): Promise<Row[]> {
  return rowsOf<Row>(
    await tx.execute(sql`
      select code, course_name as "courseName", workload_hours as "workloadHours", class_start as "classStart",
             class_end as "classEnd", issued_at as "issuedAt", revoked_at as "revokedAt", revoke_reason as "revokeReason"
        from certificates where user_id = ${userId} order by issued_at`),
  );
}

export async function listBehaviouralTests(tx: Tx, userId: number): Promise<Row[]> {
  return tx
    .select(columnsWithout(getTableColumns(behaviouralTestAttempts), 'tenantId', 'userId'))
    .from(behaviouralTestAttempts)
    .where(eq(behaviouralTestAttempts.userId, userId))
    .orderBy(behaviouralTestAttempts.takenAt);
}

/** Each enrolment with its history; whoever changed it is named by role only. */
export async function listEnrolments(tx: Tx, userId: number): Promise<Row[]> {
  return rowsOf<Row>(
    await tx.execute(sql`
      select c.name as "course", k.name as "class", k.start_date as "classStart", k.end_date as "classEnd",
             e.status, r.label_pt_br as "reason", e.status_since as "statusSince", e.created_at as "createdAt",
             coalesce((select json_agg(json_build_object(
                        'at', v.created_at, 'kind', v.kind, 'from', v.from_status, 'to', v.to_status,
                        'class', vk.name, 'reason', vr.label_pt_br, 'note', v.note, 'byRole', a.role)
                        order by v.created_at, v.id)
                  from enrolment_events v
                  left join classes vk on vk.tenant_id = v.tenant_id and vk.id = v.classe_after
                  left join option_items vr on vr.tenant_id = v.tenant_id and vr.id = v.reason_id
                  left join users a on a.tenant_id = v.tenant_id and a.id = v.actor_id
                 where v.tenant_id = e.tenant_id and v.enrolment_id = e.id), '[]'::json) as "history"
        from enrolments e
        join courses c on c.tenant_id = e.tenant_id and c.id = e.course_id
        join classes k on k.tenant_id = e.tenant_id and k.id = e.classe_id
        left join option_items r on r.tenant_id = e.tenant_id and r.id = e.reason_id
       where e.user_id = ${userId}
       order by e.created_at, e.id`),
  );
}

export async function listFavourites(tx: Tx, userId: number): Promise<Row[]> {
  return rowsOf<Row>(
    await tx.execute(sql`
      select c.name as "course", f.created_at as "createdAt"
        from course_favourites f join courses c on c.tenant_id = f.tenant_id and c.id = f.course_id
       where f.user_id = ${userId} order by f.created_at`),
  );
}

/** The person's mentorships as mentee, with the mentor's name (they know them) and the history by role. */
export async function listMentorships(tx: Tx, userId: number): Promise<Row[]> {
  return rowsOf<Row>(
    await tx.execute(sql`
      select r.status, a.label_pt_br as "area", r.objective, r.period, r.created_at as "createdAt",
             r.linked_at as "linkedAt", r.ended_at as "endedAt", r.end_reason as "endReason",
             r.closing_note as "closingNote",
             nullif(trim(m.first_name || ' ' || m.last_name), '') as "mentor",
             coalesce((select json_agg(json_build_object(
                        'at', v.created_at, 'kind', v.kind, 'from', v.from_status, 'to', v.to_status,
                        'reason', v.reason, 'note', v.note, 'byRole', x.role) order by v.created_at, v.id)
                  from mentorship_events v
                  left join users x on x.tenant_id = v.tenant_id and x.id = v.actor_id
                 where v.tenant_id = r.tenant_id and v.request_id = r.id), '[]'::json) as "history"
        from mentorship_requests r
        left join users m on m.tenant_id = r.tenant_id and m.id = r.mentor_id
        left join option_items a on a.tenant_id = r.tenant_id and a.id = r.area_option_id
       where r.user_id = ${userId}
       order by r.created_at, r.id`),
  );
}

/** Feedbacks about the person (they read them in the app), with their action plans. */
export async function listFeedbacks(tx: Tx, userId: number): Promise<Row[]> {
  return rowsOf<Row>(
    await tx.execute(sql`
      select n.annotation_date as "date", n.title, n.html, nullif(trim(w.first_name || ' ' || w.last_name), '') as "author",
             w.role as "authorRole", f.action_initial_date as "actionInitialDate", f.action_end_date as "actionEndDate",
             f.action_description as "actionDescription", f.acknowledged_at as "acknowledgedAt",
             n.created_at as "createdAt",
             coalesce((select json_agg(json_build_object(
                        'name', x.name, 'initialDate', x.initial_date, 'endDate', x.end_date, 'done', x.is_done,
                        'conclusionDate', x.conclusion_date, 'comment', x.comment) order by x.position, x.id)
                  from feedback_actions x where x.tenant_id = f.tenant_id and x.feedback_id = f.annotation_id),
                  '[]'::json) as "actions"
        from annotations n
        join feedbacks f on f.tenant_id = n.tenant_id and f.annotation_id = n.id
        join users w on w.tenant_id = n.tenant_id and w.id = n.author_id
       where n.talent_id = ${userId}
       order by n.annotation_date, n.created_at`),
  );
}

/** Notes others wrote about the person that are not feedbacks: when and by which role, not their text. */
export async function listNotesAboutPerson(
  tx: Tx,
  userId: number,
): Promise<{ date: string; authorRole: string; shared: boolean }[]> {
  return rowsOf(
    await tx.execute(sql`
      select n.annotation_date::text as "date", w.role as "authorRole", n.shared
        from annotations n join users w on w.tenant_id = n.tenant_id and w.id = n.author_id
       where n.talent_id = ${userId} and n.author_id <> ${userId}
         and not exists (select 1 from feedbacks f where f.tenant_id = n.tenant_id and f.annotation_id = n.id)
       order by n.annotation_date, n.created_at`),
  );
}

/** Attempts with each question as it was shown and the answer given. */
export async function listQuizAttempts(tx: Tx, userId: number): Promise<Row[]> {
  return rowsOf<Row>(
    await tx.execute(sql`
      select q.title as "quiz", q.purpose, a.number, a.started_at as "startedAt", a.submitted_at as "submittedAt",
             a.expired, a.earned, a.max, a.percent, a.pending, a.passed,
             coalesce((select json_agg(json_build_object(
                        'position', i.position, 'question', v.stem, 'type', v.type, 'answer', i.answer,
                        'answeredAt', i.answered_at, 'earned', i.earned, 'graderComment', i.grader_comment)
                        order by i.position)
                  from quiz_attempt_items i
                  join quiz_question_versions v on v.tenant_id = i.tenant_id and v.id = i.version_id
                 where i.tenant_id = a.tenant_id and i.attempt_id = a.id), '[]'::json) as "items"
        from quiz_attempts a join quizzes q on q.tenant_id = a.tenant_id and q.id = a.quiz_id
       where a.user_id = ${userId}
       order by a.started_at, a.id`),
  );
}

/** The person's extra time on timed quizzes (set by an Admin): it tells of a need, so it is theirs to see. */
export async function findQuizAccommodation(tx: Tx, userId: number): Promise<Row | null> {
  const [found] = await tx
    .select({ factor: quizAccommodations.factor, updatedAt: quizAccommodations.updatedAt })
    .from(quizAccommodations)
    .where(eq(quizAccommodations.userId, userId));
  return found ?? null;
}

export async function listSettings(tx: Tx, userId: number): Promise<Row[]> {
  return tx
    .select({ key: userSettings.key, value: userSettings.value, updatedAt: userSettings.updatedAt })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .orderBy(userSettings.key);
}

export async function listNotificationPreferences(tx: Tx, userId: number): Promise<Row[]> {
  return tx
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .orderBy(notificationPreferences.kind);
}

export async function listNotifications(tx: Tx, userId: number): Promise<Row[]> {
  return tx
    .select({
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
}

/** Sign-ins: when each session began, was last used, ends or was ended, and from which browser. */
export async function listSessions(tx: Tx, userId: number): Promise<Row[]> {
  return tx
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.createdAt);
}

export async function listHelpVotes(tx: Tx, userId: number): Promise<Row[]> {
  return rowsOf<Row>(
    await tx.execute(sql`
      select a.slug as "article", v.helpful, v.comment, v.updated_at as "updatedAt"
        from help_votes v join help_articles a on a.id = v.article_id
       where v.user_id = ${userId} order by v.updated_at`),
  );
}

export interface PersonFile {
  id: string;
  kind: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  originalName: string | null;
  createdAt: Date;
}

/** The person's own files: photo and résumé (attached or not yet). Images in others' notes are theirs. */
export async function listPersonFiles(tx: Tx, userId: number): Promise<PersonFile[]> {
  return tx
    .select({
      id: storedFiles.id,
      kind: storedFiles.kind,
      storageKey: storedFiles.storageKey,
      contentType: storedFiles.contentType,
      sizeBytes: storedFiles.sizeBytes,
      originalName: storedFiles.originalName,
      createdAt: storedFiles.createdAt,
    })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.kind, ['profile-photo', 'resume']),
        or(eq(storedFiles.ownerUserId, userId), eq(storedFiles.userId, userId)),
      ),
    )
    .orderBy(storedFiles.createdAt);
}

// --- Consents ------------------------------------------------------------------------------------

export interface ConsentRow {
  purpose: string;
  version: string;
  grantedAt: Date;
  withdrawnAt: Date | null;
}

const consentColumns = {
  purpose: consents.purpose,
  version: consents.version,
  grantedAt: consents.grantedAt,
  withdrawnAt: consents.withdrawnAt,
};

export async function listConsents(tx: Tx, userId: number): Promise<ConsentRow[]> {
  return tx.select(consentColumns).from(consents).where(eq(consents.userId, userId)).orderBy(consents.grantedAt);
}

export async function findLiveConsent(tx: Tx, userId: number, purpose: string): Promise<ConsentRow | null> {
  const [row] = await tx
    .select(consentColumns)
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)));
  return row ?? null;
}

export async function insertConsent(
  tx: Tx,
  values: { tenantId: string; userId: number; purpose: string; version: string; at: Date },
): Promise<void> {
  await guardWrite(
    tx.insert(consents).values({
      tenantId: values.tenantId,
      userId: values.userId,
      purpose: values.purpose,
      version: values.version,
      grantedAt: values.at,
    }),
  );
}

/** Ends the live consent; true when there was one. */
export async function withdrawConsent(tx: Tx, userId: number, purpose: string, at: Date): Promise<boolean> {
  const ended = await tx
    .update(consents)
    .set({ withdrawnAt: at })
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
    .returning({ id: consents.id });
  return ended.length > 0;
}

/** The answers the sensitive-data consent covers, cleared when it is withdrawn. */
export async function clearConsentedAnswers(tx: Tx, userId: number, at: Date): Promise<void> {
  await tx
    .update(profiles)
    .set({
      raceColor: null,
      disability: null,
      disabilityTypes: [],
      familyIncome: null,
      familyDependents: null,
      incomePrograms: null,
      updatedAt: at,
    })
    .where(eq(profiles.userId, userId));
}

// --- Deletion requests ---------------------------------------------------------------------------

export interface DeletionRow {
  id: number;
  userId: number;
  status: string;
  requestedAt: Date;
  decidedAt: Date | null;
}

const deletionColumns = {
  id: accountDeletionRequests.id,
  userId: accountDeletionRequests.userId,
  status: accountDeletionRequests.status,
  requestedAt: accountDeletionRequests.requestedAt,
  decidedAt: accountDeletionRequests.decidedAt,
};

export async function listDeletionRequestsOf(tx: Tx, userId: number): Promise<DeletionRow[]> {
  return tx
    .select(deletionColumns)
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.userId, userId))
    .orderBy(accountDeletionRequests.requestedAt);
}

export async function findPendingDeletion(tx: Tx, userId: number): Promise<DeletionRow | null> {
  const [row] = await tx
    .select(deletionColumns)
    .from(accountDeletionRequests)
    .where(and(eq(accountDeletionRequests.userId, userId), eq(accountDeletionRequests.status, 'pending')));
  return row ?? null;
}

export async function insertDeletionRequest(
  tx: Tx,
  values: { tenantId: string; userId: number; at: Date },
): Promise<DeletionRow> {
  const [row] = await guardWrite(
    tx
      .insert(accountDeletionRequests)
      .values({ tenantId: values.tenantId, userId: values.userId, requestedAt: values.at })
      .returning(deletionColumns),
  );
  return row as DeletionRow;
}

/** Locks a pending request (two Admins confirming at once queue on it). */
export async function lockPendingDeletion(tx: Tx, id: number): Promise<DeletionRow | null> {
  const [row] = await tx
    .select(deletionColumns)
    .from(accountDeletionRequests)
    .where(and(eq(accountDeletionRequests.id, id), eq(accountDeletionRequests.status, 'pending')))
    .for('update');
  return row ?? null;
}

export async function decideDeletion(
  tx: Tx,
  id: number,
  change: { status: 'completed' | 'cancelled'; at: Date; by: number | null },
): Promise<DeletionRow> {
  const [row] = await tx
    .update(accountDeletionRequests)
    .set({ status: change.status, decidedAt: change.at, decidedBy: change.by })
    .where(eq(accountDeletionRequests.id, id))
    .returning(deletionColumns);
  return row as DeletionRow;
}

export interface QueueRow extends DeletionRow, PersonIdentity {
  role: string;
  anonymisedAt: Date | null;
  decidedByName: string | null;
}

export async function listQueue(tx: Tx, status: 'pending' | 'decided', limit: number): Promise<QueueRow[]> {
  return rowsOf<QueueRow>(
    await tx.execute(sql`
      select d.id, d.user_id as "userId", d.status, d.requested_at as "requestedAt", d.decided_at as "decidedAt",
             u.public_id as "publicId", u.first_name as "firstName", u.last_name as "lastName", u.email, u.role,
             u.anonymised_at as "anonymisedAt",
             nullif(trim(b.first_name || ' ' || b.last_name), '') as "decidedByName"
        from account_deletion_requests d
        join users u on u.tenant_id = d.tenant_id and u.id = d.user_id
        left join users b on b.tenant_id = d.tenant_id and b.id = d.decided_by
       where ${status === 'pending' ? sql`d.status = 'pending'` : sql`d.status <> 'pending'`}
       order by ${status === 'pending' ? sql`d.requested_at asc` : sql`d.decided_at desc`}, d.id
       limit ${limit}`),
  );
}

export interface PersonRow {
  id: number;
  publicId: string;
  firstName: string;
  email: string;
  role: string;
  status: string;
  language: string | null;
}

export async function findPerson(tx: Tx, userId: number): Promise<PersonRow | null> {
  const [row] = await tx
    .select({
      id: users.id,
      publicId: users.publicId,
      firstName: users.firstName,
      email: users.email,
      role: users.role,
      status: users.status,
      language: userSettings.value,
    })
    .from(users)
    .leftJoin(userSettings, userLanguageJoin)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Whether the person is the tenant's only active Admin (a read: the writes lock the Admins instead). */
export async function isLastActiveAdmin(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Admin'), eq(users.status, 'active')))
    .limit(2);
  return rows.length === 1 && rows[0]?.id === userId;
}

// --- Anonymisation -------------------------------------------------------------------------------

/**
 * Removes what identifies the person and every free text they wrote or that was written about them, and
 * ends their sessions; keeps the rows the analytics count (enrolments and their events, mentorships and
 * theirs, quiz attempts and scores, certificates), now pointing at a person with no identity. Returns
 * the storage keys of the files whose bytes the caller deletes after commit.
 */
export async function anonymise(tx: Tx, userId: number, publicId: string, at: Date): Promise<string[]> {
  await tx
    .update(users)
    .set({
      firstName: 'Pessoa',
      lastName: 'excluída',
      // Unique per tenant and undeliverable (RFC 2606's .invalid): nothing can be sent or signed in with it.
      email: `excluida-${publicId}@anonimo.invalid`,
      position: null,
      status: 'inactive',
      // Random bytes no password hashes to: a sign-in fails as for a wrong password.
      passwordHash: `anonymised:${randomUUID()}`,
      emailVerifiedAt: null,
      lastLoginAt: null,
      companyRelationshipIds: [],
      anonymisedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
  // Category answers the analytics break down by stay (coarse, and now nobody's); identity, documents,
  // contact, the sensitive answers, the street address and every free text go.
  await tx
    .update(profiles)
    .set({
      socialName: null,
      cpf: null,
      birthDate: null,
      phoneDialCode: null,
      phone: null,
      gender: null,
      raceColor: null,
      disability: null,
      disabilityTypes: [],
      guardianName: null,
      guardianRelation: null,
      familyIncome: null,
      familyDependents: null,
      incomePrograms: null,
      postalCode: null,
      address: null,
      streetNumber: null,
      neighborhood: null,
      complement: null,
      city: null,
      cityCode: null,
      mentoringAvailability: 'N',
      helpTalents: null,
      careerGoals: null,
      motivation: null,
      // Skills are tags the person typed: free text too.
      softSkills: [],
      hardSkills: [],
      photoFileId: null,
      resumeFileId: null,
      updatedAt: at,
    })
    .where(eq(profiles.userId, userId));
  await tx.delete(profileEducations).where(eq(profileEducations.userId, userId));
  await tx.delete(profileCertificates).where(eq(profileCertificates.userId, userId));
  await tx.delete(behaviouralTestAttempts).where(eq(behaviouralTestAttempts.userId, userId));
  await tx.delete(quizAccommodations).where(eq(quizAccommodations.userId, userId));
  await tx.delete(userSettings).where(eq(userSettings.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(emailVerificationCodes).where(eq(emailVerificationCodes.userId, userId));
  await tx.delete(consents).where(eq(consents.userId, userId));
  await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tx.update(helpVotes).set({ comment: null }).where(eq(helpVotes.userId, userId));
  // Their mentorships keep status and dates; an open one ends (nobody is left to mentor), texts go.
  await tx
    .update(mentorshipRequests)
    .set({ objective: null, endReason: null, closingNote: null })
    .where(eq(mentorshipRequests.userId, userId));
  await tx.execute(sql`
    insert into mentorship_events (tenant_id, request_id, actor_id, kind, from_status, to_status, created_at)
    select tenant_id, id, null, 'CANCELLED', status, 'CANCELADA', ${at.toISOString()}::timestamptz
      from mentorship_requests where user_id = ${userId} and status in ('AGUARDANDO','EM_ANDAMENTO')`);
  await tx
    .update(mentorshipRequests)
    .set({ status: 'CANCELADA', endedAt: at })
    .where(
      and(eq(mentorshipRequests.userId, userId), inArray(mentorshipRequests.status, ['AGUARDANDO', 'EM_ANDAMENTO'])),
    );
  await tx.execute(sql`select anonymise_event_texts(${userId})`);
  // Notes and feedbacks about them keep their date, author and plan's dates (the follow-up's counts); the
  // words go. Their open answers to quizzes too (scores stay).
  await tx
    .update(annotations)
    .set({ title: '—', html: '<p></p>', updatedAt: at })
    .where(eq(annotations.talentId, userId));
  await tx.execute(sql`
    update feedbacks set action_description = null
     where annotation_id in (select id from annotations where talent_id = ${userId})`);
  await tx
    .update(feedbackActions)
    .set({ name: '—', comment: null })
    .where(sql`${feedbackActions.feedbackId} in (select id from annotations where talent_id = ${userId})`);
  await tx.execute(sql`
    update quiz_attempt_items i set answer = null, grader_comment = null
      from quiz_attempts a, quiz_question_versions v
     where a.tenant_id = i.tenant_id and a.id = i.attempt_id and a.user_id = ${userId}
       and v.tenant_id = i.tenant_id and v.id = i.version_id and v.type in ('shortText','open')`);
  const files = await tx
    .delete(storedFiles)
    .where(
      or(
        // Their photo and résumé, and the images in notes about them; images they put in notes about
        // others stay with those notes, and course covers with their courses.
        and(
          inArray(storedFiles.kind, ['profile-photo', 'resume', 'annotation-image']),
          eq(storedFiles.ownerUserId, userId),
        ),
        and(inArray(storedFiles.kind, ['profile-photo', 'resume']), eq(storedFiles.userId, userId)),
      ),
    )
    .returning({ storageKey: storedFiles.storageKey });
  return files.map((f) => f.storageKey);
}
