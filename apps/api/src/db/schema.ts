import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
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
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('users_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('users_tenant_email_key').on(t.tenantId, sql`lower(${t.email})`),
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
    index('sessions_user_idx').on(t.tenantId, t.userId),
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
      sql`${t.type} in ('MENTOR_AREA','EMPLOYEE_SECTOR','COMPANY_RELATIONSHIP','FLUENCY_LEVEL')`,
    ),
  ],
);

/** The tables row-level security must cover: checked against the catalogue by the tests. */
export const TENANT_TABLES = [
  'users',
  'sessions',
  'user_settings',
  'password_reset_tokens',
  'email_verification_codes',
  'option_items',
] as const;
