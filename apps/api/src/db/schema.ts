import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Global reference table: the app role may read it, never write it. Not tenant-owned. */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  ...timestamps,
});

/*
 * Every table below is tenant-owned: it carries tenant_id, row-level security is forced on it
 * (drizzle/0001_row_level_security.sql), and each foreign key includes tenant_id so that no row
 * can point at another tenant's row.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 150 }).notNull(),
    position: varchar('position', { length: 150 }),
    email: varchar('email', { length: 254 }).notNull(),
    role: varchar('role', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Shown in the talent list (spec §3 "lastLoginDate"); set at each successful sign-in. */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the person's deletion request was confirmed and their identity removed (ADR 0044); the row stays for the counts. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** Company link (issue 4 manages companies); null is the spec's 'no link' (-2 on the wire). */
    companyId: integer('company_id'),
    /** EMPLOYEE_SECTOR option id. */
    sectorId: integer('sector_id'),
    /** COMPANY_RELATIONSHIP option ids. */
    companyRelationshipIds: integer('company_relationship_ids').array().notNull().default(sql`'{}'::integer[]`),
    /**
     * Copies the session check reads with the person, kept by the database (migration 0035): their 'language'
     * setting and their profile photo's storage key. Never written by the app; read by app_session_check, and the
     * photo key by the sign-in, which answers the same session.
     */
    sessionLanguage: text('session_language'),
    sessionPhotoKey: varchar('session_photo_key', { length: 64 }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('users_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('users_tenant_email_key').on(t.tenantId, sql`lower(${t.email})`),
    foreignKey({
      name: 'users_sector_fk',
      columns: [t.tenantId, t.sectorId],
      foreignColumns: [optionItems.tenantId, optionItems.id],
    }),
    // Everyone of a tenant by name (whatever their role): Gerenciar Inscrições' name order (migration 0020).
    index('users_name_key_idx').on(t.tenantId, t.firstName, t.lastName, t.id),
    // Every list's search by name, whatever the role, accents and case folded as the search folds them
    // (db/like.ts, migration 0038; the talent search has its own, partial).
    index('users_name_fold_trgm_idx').using(
      'gin',
      t.tenantId,
      sql`fold_text(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    check(
      'users_role_check',
      sql`${t.role} in ('Admin','Rh','Colaborador','Funcionario','FuncionarioMentor','Mentor','RhMentor','Talento')`,
    ),
    check('users_status_check', sql`${t.status} in ('active','inactive')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's random id: a leaked table does not yield usable sessions. */
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    ...timestamps,
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 255 }),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    // The person first: led by the tenant, this index also answered "tenant = …", and with stale statistics
    // the planner chose it for the session check and walked every session of the tenant instead of the
    // primary key (the session check at 7,000 sessions: 630 rows read a request, issue 15 §4).
    index('sessions_user_idx').on(t.userId, t.tenantId),
  ],
);

export const userSettings = pgTable(
  'user_settings',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.key] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('password_reset_tokens_user_idx').on(t.tenantId, t.userId),
  ],
);

export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('email_verification_codes_user_idx').on(t.tenantId, t.userId),
  ],
);

/** Per-tenant option lists (spec §3 "Option items fetched by type"); ids are stable, referenced by other rows. */
export const optionItems = pgTable(
  'option_items',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: integer('id').notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    labelPtBr: varchar('label_pt_br', { length: 120 }).notNull(),
    labelEnUs: varchar('label_en_us', { length: 120 }).notNull(),
    labelEsMx: varchar('label_es_mx', { length: 120 }).notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('option_items_type_idx').on(t.tenantId, t.type, t.position),
    check(
      'option_items_type_check',
      sql`${t.type} in ('MENTOR_AREA','EMPLOYEE_SECTOR','COMPANY_RELATIONSHIP','FLUENCY_LEVEL','ANNOTATION_CATEGORY','EVASION_REASON')`,
    ),
  ],
);

const userRef = (t: { tenantId: AnyPgColumn; userId: AnyPgColumn }) =>
  foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade');

/**
 * One row per person with a profile (created at the first save): the personal, professional,
 * skills and learning-preference fields. Enumerations are stored as their spec codes.
 */
export const profiles = pgTable(
  'profiles',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    socialName: varchar('social_name', { length: 150 }),
    cpf: varchar('cpf', { length: 11 }),
    birthDate: date('birth_date', { mode: 'string' }),
    phoneDialCode: varchar('phone_dial_code', { length: 4 }),
    phone: varchar('phone', { length: 14 }),
    gender: varchar('gender', { length: 1 }),
    raceColor: varchar('race_color', { length: 1 }),
    disability: varchar('disability', { length: 1 }),
    disabilityTypes: varchar('disability_types', { length: 2 }).array().notNull().default(sql`'{}'::varchar[]`),
    nationality: varchar('nationality', { length: 1 }),
    guardianName: varchar('guardian_name', { length: 255 }),
    guardianRelation: varchar('guardian_relation', { length: 2 }),
    schoolYear: varchar('school_year', { length: 3 }),
    employmentStatus: varchar('employment_status', { length: 2 }),
    goals: varchar('goals', { length: 2 }).array().notNull().default(sql`'{}'::varchar[]`),
    referralSource: varchar('referral_source', { length: 1 }),
    computerLevel: varchar('computer_level', { length: 1 }),
    computerAvailable: varchar('computer_available', { length: 1 }),
    learningEnvironment: varchar('learning_environment', { length: 1 }),
    broadband: varchar('broadband', { length: 1 }),
    familyIncome: varchar('family_income', { length: 1 }),
    familyDependents: varchar('family_dependents', { length: 1 }),
    incomePrograms: varchar('income_programs', { length: 1 }),
    country: varchar('country', { length: 100 }),
    postalCode: varchar('postal_code', { length: 16 }),
    address: varchar('address', { length: 255 }),
    streetNumber: varchar('street_number', { length: 32 }),
    neighborhood: varchar('neighborhood', { length: 255 }),
    complement: varchar('complement', { length: 64 }),
    state: varchar('state', { length: 255 }),
    city: varchar('city', { length: 255 }),
    cityCode: integer('city_code'),
    mentoringAvailability: varchar('mentoring_availability', { length: 1 }).notNull().default('N'),
    /** How many mentees a mentor takes at once (issue 11); linking beyond it asks for confirmation. */
    mentoringCapacity: integer('mentoring_capacity').notNull().default(3),
    mentorAreaIds: integer('mentor_area_ids').array().notNull().default(sql`'{}'::integer[]`),
    helpTalents: text('help_talents'),
    careerGoals: text('career_goals'),
    motivationLabel: varchar('motivation_label', { length: 2 }),
    motivation: text('motivation'),
    photoFileId: uuid('photo_file_id'),
    resumeFileId: uuid('resume_file_id'),
    softSkills: varchar('soft_skills', { length: 50 }).array().notNull().default(sql`'{}'::varchar[]`),
    hardSkills: varchar('hard_skills', { length: 50 }).array().notNull().default(sql`'{}'::varchar[]`),
    learningStyle: varchar('learning_style', { length: 1 }),
    learningPreference: varchar('learning_preference', { length: 1 }),
    workMode: varchar('work_mode', { length: 1 }),
    feedbackStyle: varchar('feedback_style', { length: 1 }),
    communication: varchar('communication', { length: 1 }),
    shift: varchar('shift', { length: 1 }),
    /**
     * Copies for the talent search, so that its one GIN index (drizzle/0009) answers every filter:
     * users.sector_id, and one token set per profile_languages row ('ENGLISH', 'ENGLISH:3' and ':3'
     * for general_level 3). Kept by the database's triggers (drizzle/0015) in the same statement as
     * the writes; a talent has a profile row whenever either is non-empty. Never written by the app.
     */
    occupationArea: integer('occupation_area'),
    languageLevels: varchar('language_levels', { length: 32 }).array().notNull().default(sql`'{}'::varchar[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    userRef(t),
    // A deleted file clears only the pointer: migration 0025 writes these two as SET NULL (column),
    // which Drizzle cannot say; a plain SET NULL would null tenant_id too.
    foreignKey({
      name: 'profiles_photo_file_fk',
      columns: [t.tenantId, t.photoFileId],
      foreignColumns: [storedFiles.tenantId, storedFiles.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'profiles_resume_file_fk',
      columns: [t.tenantId, t.resumeFileId],
      foreignColumns: [storedFiles.tenantId, storedFiles.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'profiles_occupation_area_fk',
      columns: [t.tenantId, t.occupationArea],
      foreignColumns: [optionItems.tenantId, optionItems.id],
    }),
  ],
);

export const profileEducations = pgTable(
  'profile_educations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    educationType: varchar('education_type', { length: 1 }).notNull(),
    course: varchar('course', { length: 255 }).notNull(),
    institution: varchar('institution', { length: 255 }).notNull(),
    situation: varchar('situation', { length: 1 }).notNull(),
    ...timestamps,
  },
  (t) => [userRef(t), index('profile_educations_user_idx').on(t.tenantId, t.userId)],
);

export const profileLanguages = pgTable(
  'profile_languages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    nameLanguage: varchar('name_language', { length: 16 }).notNull(),
    generalLevel: integer('general_level').notNull(),
    speakingLevel: integer('speaking_level'),
    writingLevel: integer('writing_level'),
    readingLevel: integer('reading_level'),
    ...timestamps,
  },
  (t) => [
    userRef(t),
    uniqueIndex('profile_languages_user_language_key').on(t.tenantId, t.userId, t.nameLanguage),
    foreignKey({ columns: [t.tenantId, t.generalLevel], foreignColumns: [optionItems.tenantId, optionItems.id] }),
    foreignKey({
      name: 'profile_languages_speaking_level_fk',
      columns: [t.tenantId, t.speakingLevel],
      foreignColumns: [optionItems.tenantId, optionItems.id],
    }),
    foreignKey({
      name: 'profile_languages_writing_level_fk',
      columns: [t.tenantId, t.writingLevel],
      foreignColumns: [optionItems.tenantId, optionItems.id],
    }),
    foreignKey({
      name: 'profile_languages_reading_level_fk',
      columns: [t.tenantId, t.readingLevel],
      foreignColumns: [optionItems.tenantId, optionItems.id],
    }),
  ],
);

export const profileCertificates = pgTable(
  'profile_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    courseName: varchar('course_name', { length: 255 }).notNull(),
    platform: varchar('platform', { length: 255 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }),
    url: varchar('url', { length: 255 }).notNull(),
    ...timestamps,
  },
  (t) => [userRef(t), index('profile_certificates_user_idx').on(t.tenantId, t.userId)],
);

/**
 * Uploaded files. The bytes live in the storage (local disk or S3-compatible) under storage_key;
 * this row says whose they are. A file is "attached" once a profile points at it; unattached
 * uploads older than a day are purged.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    /** Who uploaded it: only they may attach it, and only they see it before it is attached. */
    userId: integer('user_id').notNull(),
    /** Whose profile it belongs to once attached; access follows that profile. */
    ownerUserId: integer('owner_user_id'),
    /** An annotation image's annotation once attached: access follows who may read it (ADR 0037). */
    annotationId: integer('annotation_id'),
    kind: varchar('kind', { length: 16 }).notNull(),
    storageKey: varchar('storage_key', { length: 64 }).notNull().unique(),
    contentType: varchar('content_type', { length: 64 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: varchar('original_name', { length: 255 }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    userRef(t),
    unique('stored_files_tenant_id_id_key').on(t.tenantId, t.id),
    // The owner's files go with the owner, as the uploader's do.
    foreignKey({
      name: 'stored_files_owner_fk',
      columns: [t.tenantId, t.ownerUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('stored_files_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`),
    check(
      'stored_files_kind_check',
      sql`${t.kind} in ('profile-photo','resume','annotation-image','course-cover','quiz-image')`,
    ),
    foreignKey({
      columns: [t.tenantId, t.annotationId],
      foreignColumns: [annotations.tenantId, annotations.id],
    }).onDelete('cascade'),
    index('stored_files_annotation_idx').on(t.tenantId, t.annotationId).where(sql`${t.annotationId} is not null`),
    check('stored_files_annotation_check', sql`${t.annotationId} is null or ${t.kind} = 'annotation-image'`),
  ],
);

export const behaviouralTestAttempts = pgTable(
  'behavioural_test_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    /** [{itemId, profile}] as answered, so a result can be recomputed if the scoring changes. */
    answers: jsonb('answers').notNull(),
    score1: integer('score_1').notNull(),
    score2: integer('score_2').notNull(),
    score3: integer('score_3').notNull(),
    score4: integer('score_4').notNull(),
    dominant: varchar('dominant', { length: 1 }).notNull(),
  },
  (t) => [userRef(t), index('behavioural_test_attempts_user_idx').on(t.tenantId, t.userId, t.takenAt)],
);

/**
 * A person's request for mentoring and, once a mentor is linked, the mentorship itself (spec §3
 * "Mentorship request"; issue 11; ADR 0025). One open request (AGUARDANDO or EM_ANDAMENTO) per person.
 */
export const mentorshipRequests = pgTable(
  'mentorship_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    mentorId: integer('mentor_id'),
    /** A MENTOR_AREA option id. */
    areaOptionId: integer('area_option_id'),
    objective: text('objective'),
    /** M/T/N, asked only in tenants with the mentoring period (asid). */
    period: varchar('period', { length: 1 }),
    status: varchar('status', { length: 16 }).notNull().default('AGUARDANDO'),
    /** 0 puts a request a mentor declined back at the top of the waiting list; 1 otherwise. */
    waitingRank: integer('waiting_rank').notNull().default(1),
    /** Who opened it: the person, or Admin/Rh on their behalf. */
    createdBy: integer('created_by'),
    linkedAt: timestamp('linked_at', { withTimezone: true, precision: 3 }),
    /** When it was concluded or cancelled. */
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }),
    endReason: text('end_reason'),
    closingNote: text('closing_note'),
    /** The newest follow-up entry about the mentee while in progress (written by the follow-up). */
    lastFollowUpAt: timestamp('last_follow_up_at', { withTimezone: true }),
    // Millisecond precision: keyset cursors carry these through JavaScript dates exactly.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('mentorship_requests_tenant_id_id_key').on(t.tenantId, t.id),
    userRef(t),
    foreignKey({ columns: [t.tenantId, t.mentorId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({
      name: 'mentorship_requests_area_fk',
      columns: [t.tenantId, t.areaOptionId],
      foreignColumns: [optionItems.tenantId, optionItems.id],
    }),
    index('mentorship_requests_mentor_idx').on(t.tenantId, t.mentorId, t.status, t.userId),
    // A person's mentorships, for their follow-up timeline.
    index('mentorship_requests_user_idx').on(t.tenantId, t.userId),
    index('mentorship_requests_queue_idx').on(t.tenantId, t.status, t.waitingRank, t.createdAt, t.id),
    index('mentorship_requests_ended_idx').on(t.tenantId, t.status, t.endedAt, t.id),
    uniqueIndex('mentorship_requests_one_open_key')
      .on(t.tenantId, t.userId)
      .where(sql`${t.status} in ('AGUARDANDO','EM_ANDAMENTO')`),
    check(
      'mentorship_requests_status_check',
      sql`${t.status} in ('AGUARDANDO','EM_ANDAMENTO','CONCLUIDA','CANCELADA')`,
    ),
    // A mentorship in progress has a mentor; a waiting request has none.
    check(
      'mentorship_requests_mentor_check',
      sql`(${t.status} = 'AGUARDANDO') = (${t.mentorId} is null) or ${t.status} in ('CONCLUIDA','CANCELADA')`,
    ),
  ],
);

/** Every change of a mentorship request, append-only for the app (who, when, from → to, mentors, why). */
export const mentorshipEvents = pgTable(
  'mentorship_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    requestId: integer('request_id').notNull(),
    /** null when the system acted. */
    actorId: integer('actor_id'),
    kind: varchar('kind', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    mentorBefore: integer('mentor_before'),
    mentorAfter: integer('mentor_after'),
    reason: text('reason'),
    note: text('note'),
    /** The mentor was at or above capacity when linked (the dialog asked and the linker confirmed). */
    overCapacity: boolean('over_capacity').notNull().default(false),
    // Millisecond precision: the follow-up timeline's keyset cursor carries it through a JavaScript date.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.tenantId, t.requestId],
      foreignColumns: [mentorshipRequests.tenantId, mentorshipRequests.id],
    }),
    foreignKey({ columns: [t.tenantId, t.actorId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.mentorBefore], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.mentorAfter], foreignColumns: [users.tenantId, users.id] }),
    index('mentorship_events_request_idx').on(t.tenantId, t.requestId, t.createdAt),
    check(
      'mentorship_events_kind_check',
      sql`${t.kind} in ('CREATED','LINKED','RELINKED','DECLINED','CANCELLED','CONCLUDED')`,
    ),
  ],
);

/**
 * What someone wrote about a person (spec §3 "Annotation"; issue 12; ADR 0037): private to its author
 * unless shared with the team. A feedback is an annotation with a `feedbacks` row beside it, so one
 * table, one index and one keyset serve the follow-up timeline. `html` is stored sanitised.
 */
export const annotations = pgTable(
  'annotations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    /** The person it is about. */
    talentId: integer('talent_id').notNull(),
    authorId: integer('author_id').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    html: text('html').notNull(),
    annotationDate: date('annotation_date', { mode: 'string' }).notNull(),
    /** An ANNOTATION_CATEGORY option id. */
    categoryId: integer('category_id').notNull(),
    /** Shared with the tenant's Admin and Rh and the person's current mentors; private otherwise. */
    shared: boolean('shared').notNull().default(false),
    // Millisecond precision: the timeline's keyset cursor carries it through a JavaScript date.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('annotations_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({ columns: [t.tenantId, t.talentId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.authorId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [optionItems.tenantId, optionItems.id] }),
    // The timeline: one person's entries, newest day first, then newest written (a backward scan).
    index('annotations_timeline_idx').on(t.tenantId, t.talentId, t.annotationDate, t.createdAt, t.id),
    index('annotations_author_idx').on(t.tenantId, t.authorId),
    // A sanitised editor document; the cap bounds what one row may cost to store and to send.
    check('annotations_html_length_check', sql`length(${t.html}) <= 200000`),
  ],
);

/** The feedback part of an annotation (spec §3 "Feedback"): the type and the action plan's frame. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    tenantId: uuid('tenant_id').notNull(),
    annotationId: integer('annotation_id').notNull(),
    type: varchar('type', { length: 1 }).notNull().default('F'),
    actionInitialDate: date('action_initial_date', { mode: 'string' }),
    actionEndDate: date('action_end_date', { mode: 'string' }),
    actionDescription: text('action_description'),
    /** When the person it is about said they had read it. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.annotationId] }),
    foreignKey({
      columns: [t.tenantId, t.annotationId],
      foreignColumns: [annotations.tenantId, annotations.id],
    }).onDelete('cascade'),
    check('feedbacks_type_check', sql`${t.type} in ('F')`),
    check(
      'feedbacks_action_dates_check',
      sql`${t.actionEndDate} is null or ${t.actionInitialDate} is null or ${t.actionEndDate} >= ${t.actionInitialDate}`,
    ),
  ],
);

/** One step of a feedback's action plan (spec §3 "Action"), with the person's progress on it. */
export const feedbackActions = pgTable(
  'feedback_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    feedbackId: integer('feedback_id').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    initialDate: date('initial_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isDone: boolean('is_done').notNull().default(false),
    conclusionDate: date('conclusion_date', { mode: 'string' }),
    comment: text('comment'),
    /** The order the author gave the plan. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('feedback_actions_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({
      columns: [t.tenantId, t.feedbackId],
      foreignColumns: [feedbacks.tenantId, feedbacks.annotationId],
    }).onDelete('cascade'),
    index('feedback_actions_feedback_idx').on(t.tenantId, t.feedbackId, t.position),
    // The reminder job: open actions by end date.
    index('feedback_actions_open_idx').on(t.tenantId, t.endDate).where(sql`not ${t.isDone}`),
    check('feedback_actions_dates_check', sql`${t.endDate} >= ${t.initialDate}`),
    // Done means concluded on a date, and only then.
    check('feedback_actions_done_check', sql`${t.isDone} = (${t.conclusionDate} is not null)`),
  ],
);

/** Companies people work for (issue 4); users.company_id points here, null meaning 'no link' (-2). */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    legalName: varchar('legal_name', { length: 255 }).notNull(),
    tradeName: varchar('trade_name', { length: 255 }).notNull(),
    cnpj: varchar('cnpj', { length: 14 }).notNull(),
    sector: varchar('sector', { length: 4 }).notNull(),
    size: varchar('size', { length: 4 }).notNull(),
    state: varchar('state', { length: 2 }).notNull(),
    city: varchar('city', { length: 255 }).notNull(),
    cityCode: integer('city_code').notNull(),
    contactEmail: varchar('contact_email', { length: 254 }).notNull(),
    phoneDialCode: varchar('phone_dial_code', { length: 4 }).notNull(),
    phone: varchar('phone', { length: 14 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('companies_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('companies_tenant_cnpj_key').on(t.tenantId, t.cnpj),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
    check('companies_status_check', sql`${t.status} in ('active','inactive')`),
  ],
);

/**
 * Courses, their classes, who takes them and the trails that chain them (issue 13; ADR 0038; spec §3
 * "Course/class link for a person", §4 "Person-course status"). Codes are the shared contract's
 * (packages/shared/src/courses.schema.ts).
 */
export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    /** Sanitised rich text (the follow-up's allow-list, without images), or null. */
    description: text('description'),
    /** A MENTOR_AREA option id. */
    areaId: integer('area_id'),
    workloadHours: integer('workload_hours'),
    modality: varchar('modality', { length: 16 }),
    partnerName: varchar('partner_name', { length: 255 }),
    partnerUrl: varchar('partner_url', { length: 255 }),
    /** A stored_files row of kind course-cover. */
    coverFileId: uuid('cover_file_id'),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    certificateOnCompletion: boolean('certificate_on_completion').notNull().default(false),
    /** Added to the person's profile skills when they complete the course. */
    skills: varchar('skills', { length: 50 }).array().notNull().default(sql`'{}'::varchar[]`),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('courses_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
    foreignKey({ columns: [t.tenantId, t.areaId], foreignColumns: [optionItems.tenantId, optionItems.id] }),
    // SET NULL (cover_file_id) in migration 0025, as for the profile's files.
    foreignKey({
      name: 'courses_cover_file_fk',
      columns: [t.tenantId, t.coverFileId],
      foreignColumns: [storedFiles.tenantId, storedFiles.id],
    }).onDelete('set null'),
    // The catalogue: a status's courses by name (the name carries und-x-icu, drizzle/0014).
    index('courses_catalogue_idx').on(t.tenantId, t.status, t.name, t.id),
    check('courses_status_check', sql`${t.status} in ('draft','published','archived')`),
    check('courses_modality_check', sql`${t.modality} is null or ${t.modality} in ('online','presencial','hibrido')`),
    check('courses_workload_check', sql`${t.workloadHours} is null or ${t.workloadHours} between 1 and 10000`),
    check('courses_description_length_check', sql`length(${t.description}) <= 200000`),
  ],
);

export const classes = pgTable(
  'classes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    courseId: integer('course_id').notNull(),
    code: varchar('code', { length: 32 }),
    name: varchar('name', { length: 255 }).notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** M, T or N (spec §3 "Shift"). */
    shift: varchar('shift', { length: 1 }),
    /** Seats; null is no limit. */
    capacity: integer('capacity'),
    stage: varchar('stage', { length: 16 }).notNull().default('planned'),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('classes_tenant_id_id_key').on(t.tenantId, t.id),
    // An enrolment names its course and its class together: the class must be of that course.
    unique('classes_tenant_course_id_key').on(t.tenantId, t.courseId, t.id),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
    // The home's "starting soon".
    index('classes_start_idx').on(t.tenantId, t.startDate),
    check('classes_stage_check', sql`${t.stage} in ('planned','open','in_progress','ended','cancelled')`),
    check('classes_shift_check', sql`${t.shift} is null or ${t.shift} in ('M','T','N')`),
    check('classes_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('classes_dates_check', sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * A person in a class of a course (one per person and course), replacing person_courses (migration
 * 0018): a surrogate id so its history can point at it. Every change appends an enrolment_events row.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    courseId: integer('course_id').notNull(),
    classeId: integer('classe_id').notNull(),
    /** A active, I inactive, E evaded, C completed (spec §4). */
    status: varchar('status', { length: 1 }).notNull().default('A'),
    /** An EVASION_REASON option id, for I and E; null is "não informado". */
    reasonId: integer('reason_id'),
    /** When the status last changed. */
    statusSince: timestamp('status_since', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Who changed it last; null when the system did. */
    changedBy: integer('changed_by'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The newest event (a class move or a new reason counts). */
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('enrolments_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('enrolments_person_course_key').on(t.tenantId, t.userId, t.courseId),
    userRef(t),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }),
    foreignKey({
      name: 'enrolments_class_of_course_fk',
      columns: [t.tenantId, t.courseId, t.classeId],
      foreignColumns: [classes.tenantId, classes.courseId, classes.id],
    }),
    foreignKey({ columns: [t.tenantId, t.reasonId], foreignColumns: [optionItems.tenantId, optionItems.id] }),
    foreignKey({ columns: [t.tenantId, t.changedBy], foreignColumns: [users.tenantId, users.id] }),
    // Gerenciar Inscrições: a course's enrolments newest change first, and per status (its counters).
    index('enrolments_course_since_idx').on(t.tenantId, t.courseId, t.statusSince, t.id),
    index('enrolments_course_status_idx').on(t.tenantId, t.courseId, t.status, t.statusSince, t.id),
    // The same per class, and the talent search's class filter (exists … classe_id, user_id).
    index('enrolments_class_status_idx').on(t.tenantId, t.classeId, t.status, t.statusSince, t.id),
    index('enrolments_class_since_idx').on(t.tenantId, t.classeId, t.statusSince, t.id),
    index('enrolments_class_user_idx').on(t.tenantId, t.classeId, t.userId),
    check('enrolments_status_check', sql`${t.status} in ('A','I','E','C')`),
    // Only inactivity and evasion have a reason.
    check('enrolments_reason_check', sql`${t.reasonId} is null or ${t.status} in ('I','E')`),
  ],
);

/**
 * Enrolments per course and status, kept by the database (statement triggers on enrolments, migration
 * 0021) in the statement that changes them: the course list's counters and Gerenciar Inscrições'
 * unfiltered ones read a row each instead of counting a course. Never written by the app.
 */
export const courseEnrolmentCounts = pgTable(
  'course_enrolment_counts',
  {
    tenantId: uuid('tenant_id').notNull(),
    courseId: integer('course_id').notNull(),
    status: varchar('status', { length: 1 }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.courseId, t.status] }),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * What the retention chart reads of each enrolment, kept by the database from its events (statement
 * triggers on enrolment_events and on a class's start, migration 0034), so the chart counts week
 * patterns instead of recomputing every enrolment's history on each call. Never written by the app.
 */
export const enrolmentWeeks = pgTable(
  'enrolment_weeks',
  {
    tenantId: uuid('tenant_id').notNull(),
    enrolmentId: integer('enrolment_id').notNull(),
    courseId: integer('course_id').notNull(),
    /** The class of every event of the enrolment; null when it changed class (the chart's general path). */
    classeId: integer('classe_id'),
    /** Its first event: it is a member of its class when this precedes the class's reference instant. */
    firstAt: timestamp('first_at', { withTimezone: true, precision: 3 }).notNull(),
    /**
     * Bit w is set when it was in A or C at the end of its class's start + 7w days (w ≤ 61, past today
     * too: the chart reads only the weeks that have come). Null when it changed class or the class has no start.
     */
    weeksRetained: bigint('weeks_retained', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.enrolmentId] }),
    foreignKey({ columns: [t.tenantId, t.enrolmentId], foreignColumns: [enrolments.tenantId, enrolments.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.classeId], foreignColumns: [classes.tenantId, classes.id] }).onDelete(
      'cascade',
    ),
    // Covers the chart's read of a class's members; the moved ones are found per course.
    index('enrolment_weeks_class_idx').on(t.tenantId, t.classeId, t.firstAt, t.weeksRetained),
    index('enrolment_weeks_moved_idx').on(t.tenantId, t.courseId).where(sql`${t.classeId} is null`),
  ],
);

/** Every change of an enrolment, append-only for the app (migration 0018 revokes update and delete). */
export const enrolmentEvents = pgTable(
  'enrolment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    enrolmentId: integer('enrolment_id').notNull(),
    /** CREATED, STATUS, CLASS, REASON, REOPENED. */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** null when the system acted. */
    actorId: integer('actor_id'),
    fromStatus: varchar('from_status', { length: 1 }),
    toStatus: varchar('to_status', { length: 1 }).notNull(),
    classeBefore: integer('classe_before'),
    classeAfter: integer('classe_after').notNull(),
    reasonId: integer('reason_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.tenantId, t.enrolmentId],
      foreignColumns: [enrolments.tenantId, enrolments.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.actorId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.classeBefore], foreignColumns: [classes.tenantId, classes.id] }),
    foreignKey({ columns: [t.tenantId, t.classeAfter], foreignColumns: [classes.tenantId, classes.id] }),
    foreignKey({ columns: [t.tenantId, t.reasonId], foreignColumns: [optionItems.tenantId, optionItems.id] }),
    // Carries the status and class so the analytics read every span of a tenant's enrolments from the index
    // alone, already in order (docs/performance.md, "Analytics at scale").
    index('enrolment_events_enrolment_idx').on(t.tenantId, t.enrolmentId, t.createdAt, t.id, t.toStatus, t.classeAfter),
    // The home's "evasion this month".
    index('enrolment_events_evasion_idx').on(t.tenantId, t.createdAt).where(sql`${t.toStatus} = 'E'`),
    check('enrolment_events_kind_check', sql`${t.kind} in ('CREATED','STATUS','CLASS','REASON','REOPENED')`),
    check(
      'enrolment_events_status_check',
      sql`${t.toStatus} in ('A','I','E','C') and (${t.fromStatus} is null or ${t.fromStatus} in ('A','I','E','C'))`,
    ),
  ],
);

/** A person's star on a course: private to them, except that Admin sees who starred a course. */
export const courseFavourites = pgTable(
  'course_favourites',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    courseId: integer('course_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.courseId] }),
    userRef(t),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
    index('course_favourites_course_idx').on(t.tenantId, t.courseId, t.createdAt, t.userId),
  ],
);

/** A learning trail: ordered steps of one or more courses, optionally taken in order. */
export const trails = pgTable(
  'trails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    /** Enrolling in a later step before finishing the earlier ones is refused (409). */
    enforceOrder: boolean('enforce_order').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    unique('trails_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
  ],
);

/** A course in a trail's step; courses of one step are taken in parallel. */
export const trailCourses = pgTable(
  'trail_courses',
  {
    tenantId: uuid('tenant_id').notNull(),
    trailId: integer('trail_id').notNull(),
    courseId: integer('course_id').notNull(),
    /** 1-based step. */
    step: integer('step').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.trailId, t.courseId] }),
    foreignKey({ columns: [t.tenantId, t.trailId], foreignColumns: [trails.tenantId, trails.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
    // Which trails a course is in (the order check when enrolling).
    index('trail_courses_course_idx').on(t.tenantId, t.courseId),
    check('trail_courses_step_check', sql`${t.step} >= 1`),
  ],
);

/**
 * A certificate Ponte issued when an enrolment of a course with certificateOnCompletion became C (issue
 * 13 §3, ADR 0038 "Certificates"). One per enrolment: completing it again after a reopen keeps the row
 * and its code. The code is what anyone verifies with (GET /api/certificados/{code}), unique across
 * tenants. Course name, workload and class dates are as they were at completion.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    enrolmentId: integer('enrolment_id').notNull(),
    /** The holder. */
    userId: integer('user_id').notNull(),
    courseId: integer('course_id').notNull(),
    /** Crockford base32, grouped: XXXX-XXXX-XXXX. */
    code: varchar('code', { length: 16 }).notNull(),
    courseName: varchar('course_name', { length: 255 }).notNull(),
    workloadHours: integer('workload_hours'),
    classStart: date('class_start', { mode: 'string' }),
    classEnd: date('class_end', { mode: 'string' }),
    issuedAt: timestamp('issued_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    revokeReason: varchar('revoke_reason', { length: 500 }),
    revokedBy: integer('revoked_by'),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    uniqueIndex('certificates_enrolment_key').on(t.tenantId, t.enrolmentId),
    userRef(t),
    foreignKey({
      columns: [t.tenantId, t.enrolmentId],
      foreignColumns: [enrolments.tenantId, enrolments.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.revokedBy], foreignColumns: [users.tenantId, users.id] }),
    // A person's certificates (Meus cursos, the profile's list).
    index('certificates_user_idx').on(t.tenantId, t.userId),
    check('certificates_revoked_check', sql`(${t.revokedAt} is null) = (${t.revokeReason} is null)`),
  ],
);

/**
 * Who did what, when: uses of sensitive talent filters, user administration. Append-only for the app,
 * and it outlives its actors: deleting a user nulls user_id (SET NULL (user_id), migration 0025) and
 * actor_label, filled by the database at insert, still says who it was.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    /** Who did it, while that user exists. */
    userId: integer('user_id'),
    /** "First Last <email>" of the actor at the time; written by a trigger, never by the app. */
    actorLabel: varchar('actor_label', { length: 512 }),
    action: varchar('action', { length: 64 }).notNull(),
    detail: jsonb('detail').notNull(),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'audit_log_actor_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    index('audit_log_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

/** Per-tenant settings an Admin can change (issue 11): mentor linking, reminder thresholds. One row per tenant. */
export const tenantSettings = pgTable(
  'tenant_settings',
  {
    tenantId: uuid('tenant_id')
      .primaryKey()
      .references(() => tenants.id),
    /** Spec §6 "the linking action is gated by a flag": on by default. */
    mentorLinking: boolean('mentor_linking').notNull().default(true),
    waitingAlertDays: integer('waiting_alert_days').notNull().default(7),
    stallAlertDays: integer('stall_alert_days').notNull().default(21),
    /** Where the help centre's contact form writes (issue 14 §2, ADR 0040); its Admins when empty. */
    supportEmail: varchar('support_email', { length: 254 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'tenant_settings_days_check',
      sql`${t.waitingAlertDays} between 1 and 365 and ${t.stallAlertDays} between 1 and 365`,
    ),
  ],
);

/**
 * What happened to a person, for the bell (issue 11 §5). The text is rendered in the reader's
 * language from `kind` and `params` when read; `dedupeKey` makes reminders idempotent.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    kind: varchar('kind', { length: 48 }).notNull(),
    params: jsonb('params').notNull(),
    /** The screen it opens, a path under /plataforma. */
    link: varchar('link', { length: 500 }).notNull(),
    dedupeKey: varchar('dedupe_key', { length: 200 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    // Millisecond precision: the keyset cursor carries it through a JavaScript date exactly.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    userRef(t),
    index('notifications_user_idx').on(t.tenantId, t.userId, t.createdAt, t.id),
    index('notifications_unread_idx').on(t.tenantId, t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_key').on(t.tenantId, t.userId, t.dedupeKey),
  ],
);

/** A person's opt-out of the email of one kind of notification (in-app ones always show). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    kind: varchar('kind', { length: 48 }).notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.kind] }), userRef(t)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Help centre (issue 14 §2, ADR 0040). An article without a tenant is a product article, shipped in the
 * repository as Markdown and written at start-up as the owner (modules/help/articles); every tenant reads
 * those, and writes only its own (the policy's WITH CHECK). `roles` empty: every role; `routes`: the first
 * segment of the screens (under /plataforma/) whose "?" drawer lists it.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    slug: varchar('slug', { length: 80 }).notNull(),
    category: varchar('category', { length: 24 }).notNull(),
    roles: varchar('roles', { length: 32 }).array().notNull().default(sql`'{}'::varchar[]`),
    routes: varchar('routes', { length: 80 }).array().notNull().default(sql`'{}'::varchar[]`),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('help_articles_product_slug_key').on(t.slug).where(sql`${t.tenantId} is null`),
    uniqueIndex('help_articles_tenant_slug_key').on(t.tenantId, t.slug).where(sql`${t.tenantId} is not null`),
    check('help_articles_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * An article's title and body in one language; `search_vector` is the normalised (lower case, no accents)
 * title and keywords (weight A) and body text (C), parsed with the language's configuration.
 */
export const helpArticleTexts = pgTable(
  'help_article_texts',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    locale: varchar('locale', { length: 8 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    bodyHtml: text('body_html').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.locale] }),
    index('help_article_texts_search_idx').using('gin', t.searchVector),
    check('help_article_texts_locale_check', sql`${t.locale} in ('pt-BR','en-US','es-MX')`),
    check('help_article_texts_body_length_check', sql`length(${t.bodyHtml}) <= 200000`),
  ],
);

/** "Isso ajudou?": one per person and article, changeable. */
export const helpVotes = pgTable(
  'help_votes',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    comment: varchar('comment', { length: 2000 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.articleId] }),
    userRef(t),
    index('help_votes_article_idx').on(t.tenantId, t.articleId),
  ],
);

/** An article opened, for the statistics: no person. */
export const helpViews = pgTable(
  'help_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_views_time_idx').on(t.tenantId, t.viewedAt)],
);

/** A search: its normalised query and how many articles it found, without the person. */
export const helpSearches = pgTable(
  'help_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    query: varchar('query', { length: 200 }).notNull(),
    resultCount: integer('result_count').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_searches_time_idx').on(t.tenantId, t.searchedAt)],
);

/** The tables row-level security must cover: checked against the catalogue by the tests. */
export const TENANT_TABLES = [
  'users',
  'sessions',
  'user_settings',
  'password_reset_tokens',
  'email_verification_codes',
  'option_items',
  'profiles',
  'profile_educations',
  'profile_languages',
  'profile_certificates',
  'stored_files',
  'stored_file_blobs',
  'behavioural_test_attempts',
  'mentorship_requests',
  'mentorship_events',
  'annotations',
  'feedbacks',
  'feedback_actions',
  'tenant_settings',
  'notifications',
  'notification_preferences',
  'companies',
  'courses',
  'classes',
  'enrolments',
  'enrolment_events',
  'enrolment_weeks',
  'course_enrolment_counts',
  'course_favourites',
  'trails',
  'trail_courses',
  'certificates',
  'audit_log',
  'help_articles',
  'help_article_texts',
  'help_votes',
  'help_views',
  'help_searches',
  'quiz_categories',
  'quiz_questions',
  'quiz_question_versions',
  'quizzes',
  'quiz_target_people',
  'quiz_attempts',
  'quiz_attempt_items',
  'quiz_accommodations',
  'consents',
  'account_deletion_requests',
  'analytics_digests',
] as const;

// --- Quizzes (issue 14 §1; ADR 0041) -----------------------------------------------------------------

/** A category of the tenant's question bank: what a quiz's draw picks N questions from. */
export const quizCategories = pgTable(
  'quiz_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    ...timestamps,
  },
  (t) => [
    unique('quiz_categories_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('quiz_categories_name_key').on(t.tenantId, sql`lower(${t.name})`),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
  ],
);

/**
 * A question of the bank. What it says lives in its versions: editing a question someone already
 * answered adds a version, so an attempt keeps the version it showed. Removing archives it.
 */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    categoryId: integer('category_id'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('quiz_questions_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [quizCategories.tenantId, quizCategories.id] }),
    index('quiz_questions_category_idx').on(t.tenantId, t.categoryId),
  ],
);

/** One version of a question; `body` is its answer key (options with `correct`, accepted texts, value ± tolerance). */
export const quizQuestionVersions = pgTable(
  'quiz_question_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    questionId: integer('question_id').notNull(),
    version: integer('version').notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    stem: text('stem').notNull(),
    body: jsonb('body').notNull(),
    points: integer('points').notNull(),
    feedback: text('feedback'),
    librasUrl: varchar('libras_url', { length: 2048 }),
    skills: varchar('skills', { length: 50 }).array().notNull().default(sql`'{}'::varchar[]`),
    ...timestamps,
  },
  (t) => [
    unique('quiz_question_versions_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('quiz_question_versions_key').on(t.tenantId, t.questionId, t.version),
    foreignKey({
      columns: [t.tenantId, t.questionId],
      foreignColumns: [quizQuestions.tenantId, quizQuestions.id],
    }).onDelete('cascade'),
    check(
      'quiz_question_versions_type_check',
      sql`${t.type} in ('single','multiple','trueFalse','shortText','numeric','open','likert')`,
    ),
  ],
);

/**
 * A quiz: its settings, its target (one of course, class, trail step, chosen people — in
 * quiz_target_people — or everyone) and its selection of questions (a fixed list of question ids or
 * draw rules per category, as JSON: questions are archived, never deleted, so the ids stay valid).
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description'),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    anonymous: boolean('anonymous').notNull().default(false),
    targetKind: varchar('target_kind', { length: 16 }).notNull(),
    targetCourseId: integer('target_course_id'),
    targetClasseId: integer('target_classe_id'),
    targetTrailId: integer('target_trail_id'),
    targetStep: integer('target_step'),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    timeLimitMinutes: integer('time_limit_minutes'),
    attemptsAllowed: integer('attempts_allowed'),
    minMinutesBetween: integer('min_minutes_between').notNull().default(0),
    grading: varchar('grading', { length: 16 }).notNull().default('highest'),
    passMark: integer('pass_mark').notNull().default(70),
    review: varchar('review', { length: 16 }).notNull().default('correctness'),
    layout: varchar('layout', { length: 8 }).notNull().default('one'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    completesCourse: boolean('completes_course').notNull().default(false),
    feedbackBands: jsonb('feedback_bands').notNull().default(sql`'[]'::jsonb`),
    selection: jsonb('selection'),
    /** When the "assigned" notices went (first publication) and the 24 h reminder. */
    assignedNoticeAt: timestamp('assigned_notice_at', { withTimezone: true }),
    closingNoticeAt: timestamp('closing_notice_at', { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('quizzes_tenant_id_id_key').on(t.tenantId, t.id),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
    foreignKey({ columns: [t.tenantId, t.targetCourseId], foreignColumns: [courses.tenantId, courses.id] }),
    foreignKey({ columns: [t.tenantId, t.targetClasseId], foreignColumns: [classes.tenantId, classes.id] }),
    foreignKey({ columns: [t.tenantId, t.targetTrailId], foreignColumns: [trails.tenantId, trails.id] }),
    index('quizzes_course_idx').on(t.tenantId, t.targetCourseId),
    check('quizzes_purpose_check', sql`${t.purpose} in ('diagnostic','graded','survey')`),
    check('quizzes_status_check', sql`${t.status} in ('draft','published','archived')`),
    check('quizzes_pass_mark_check', sql`${t.passMark} between 0 and 100`),
  ],
);

export const quizTargetPeople = pgTable(
  'quiz_target_people',
  {
    tenantId: uuid('tenant_id').notNull(),
    quizId: integer('quiz_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.quizId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.quizId], foreignColumns: [quizzes.tenantId, quizzes.id] }).onDelete('cascade'),
    userRef(t),
    index('quiz_target_people_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * One attempt. `deadline_at` is fixed when it starts (start + the accommodated limit, or the quiz's close):
 * the server is the clock. Scores are stored once submitted (and again when an open answer is graded).
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    quizId: integer('quiz_id').notNull(),
    userId: integer('user_id').notNull(),
    number: integer('number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true, precision: 3 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true, precision: 3 }),
    /** Submitted by the server at the deadline rather than by the person. */
    expired: boolean('expired').notNull().default(false),
    earned: doublePrecision('earned'),
    max: doublePrecision('max'),
    percent: doublePrecision('percent'),
    pending: boolean('pending').notNull().default(false),
    passed: boolean('passed'),
  },
  (t) => [
    unique('quiz_attempts_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('quiz_attempts_number_key').on(t.tenantId, t.quizId, t.userId, t.number),
    // One attempt in progress per person and quiz: a second start resumes it.
    uniqueIndex('quiz_attempts_open_key').on(t.tenantId, t.quizId, t.userId).where(sql`${t.submittedAt} is null`),
    foreignKey({ columns: [t.tenantId, t.quizId], foreignColumns: [quizzes.tenantId, quizzes.id] }).onDelete('cascade'),
    userRef(t),
    index('quiz_attempts_user_idx').on(t.tenantId, t.userId),
  ],
);

/** A question of an attempt, as drawn for it (version and option order), with the answer saved for it. */
export const quizAttemptItems = pgTable(
  'quiz_attempt_items',
  {
    tenantId: uuid('tenant_id').notNull(),
    attemptId: integer('attempt_id').notNull(),
    position: integer('position').notNull(),
    versionId: integer('version_id').notNull(),
    optionOrder: varchar('option_order', { length: 8 }).array().notNull().default(sql`'{}'::varchar[]`),
    answer: jsonb('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }),
    earned: doublePrecision('earned'),
    gradedBy: integer('graded_by'),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    graderComment: varchar('grader_comment', { length: 2000 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.attemptId, t.position] }),
    foreignKey({
      columns: [t.tenantId, t.attemptId],
      foreignColumns: [quizAttempts.tenantId, quizAttempts.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.versionId],
      foreignColumns: [quizQuestionVersions.tenantId, quizQuestionVersions.id],
    }),
    foreignKey({ columns: [t.tenantId, t.gradedBy], foreignColumns: [users.tenantId, users.id] }),
    index('quiz_attempt_items_version_idx').on(t.tenantId, t.versionId),
  ],
);

/** A person's time accommodation (WCAG 2.2.1): every time limit is multiplied by `factor` for them. Admin only. */
export const quizAccommodations = pgTable(
  'quiz_accommodations',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    factor: doublePrecision('factor').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    userRef(t),
    check('quiz_accommodations_factor_check', sql`${t.factor} >= 1 and ${t.factor} <= 10`),
  ],
);

// --- Each person's rights over their data (issue 16 §3; ADR 0044) ------------------------------------

/**
 * A consent a person gave (and perhaps withdrew): which purpose, which version of the text, when. One row
 * per grant, so the history stays; at most one live (not withdrawn) per person and purpose.
 */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    version: varchar('version', { length: 16 }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    userRef(t),
    uniqueIndex('consents_one_live_key').on(t.tenantId, t.userId, t.purpose).where(sql`${t.withdrawnAt} is null`),
    check('consents_purpose_check', sql`${t.purpose} in ('sensitiveData')`),
  ],
);

/** A person's request to have their account deleted: pending until an Admin confirms (or they cancel). */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    /** The Admin who confirmed it; null while pending or when the person cancelled. */
    decidedBy: integer('decided_by'),
  },
  (t) => [
    unique('account_deletion_requests_tenant_id_id_key').on(t.tenantId, t.id),
    userRef(t),
    foreignKey({ columns: [t.tenantId, t.decidedBy], foreignColumns: [users.tenantId, users.id] }),
    uniqueIndex('account_deletion_requests_one_pending_key')
      .on(t.tenantId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('account_deletion_requests_queue_idx').on(t.tenantId, t.status, t.requestedAt),
    check('account_deletion_requests_status_check', sql`${t.status} in ('pending','completed','cancelled')`),
  ],
);

/**
 * The analytics weekly digest of a tenant (issue 16 §1): which roles receive it, and the week it was last
 * sent, which a run claims atomically so that several instances (or a second run) send it once.
 */
export const analyticsDigests = pgTable('analytics_digests', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  roles: varchar('roles', { length: 32 }).array().notNull().default(sql`'{}'::varchar[]`),
  /** The Monday (yyyy-mm-dd, São Paulo) of the last week sent. */
  lastSentWeek: date('last_sent_week', { mode: 'string' }),
  ...timestamps,
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: services see a Buffer either way.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of uploaded files when FILE_STORAGE=database (ADR 0046): every instance on one PostgreSQL
 * serves what any of them stored. Tenant-owned like the stored_files row that names the key, so row-level
 * security guards the bytes too; no key to stored_files, because the bytes are written before the row
 * (a row never points at nothing) and removed after it.
 */
export const storedFileBlobs = pgTable('stored_file_blobs', {
  storageKey: varchar('storage_key', { length: 64 }).primaryKey(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id),
  contentType: varchar('content_type', { length: 64 }).notNull(),
  bytes: bytea('bytes').notNull(),
  ...timestamps,
});

/**
 * Rate-limit counters shared by every instance when RATE_LIMIT_STORE=postgres (ADR 0046), in the shape
 * rate-limiter-flexible's Drizzle store reads and writes. Keys are hashes (no email or address is kept)
 * and carry no tenant: the counters are the server's, not a tenant's data.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
