import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportColumn,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  looseKey,
  REQUIRED_IMPORT_COLUMNS,
  TALENT_ONLY_COLUMNS,
  type TabularFormat,
} from '@ponte/shared/data-transfer.schema';
import { BRAZIL_DIAL_CODE, cpfSchema, digitsOnly, isValidPhone } from '@ponte/shared/documents';
import { CATALOGUES, translate } from '@ponte/shared/i18n/catalogues';
import { LOCALES, type Locale } from '@ponte/shared/locales';
import { birthDateSchema } from '@ponte/shared/profile-personal.schema';
import { ROLES, type Role } from '@ponte/shared/roles';
import { formRoleOf, NO_COMPANY_ID, storedRoleOf, userRequestSchema } from '@ponte/shared/users.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { ScopedDatabase } from '../../db/scope.ts';
import { ConflictError } from '../../domain/domain-errors.ts';
import { AppError, Errors } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { hashPassword } from '../../security/password.ts';
import { randomToken } from '../../security/tokens.ts';
import type { Tenant, TenantDirectory } from '../tenant/tenant.service.ts';
import { findManagedUser, type NewUser } from '../users/user.repository.ts';
import type { Inviter } from '../users/users.service.ts';
import { readTable, writeTable } from './tabular.ts';
import * as repo from './user-import.repository.ts';

export const USER_INVITATION_JOB = 'user-invitation';
interface InvitationJob {
  tenantId: string;
  publicId: string;
  locale: Locale;
}

const fileError = (key: string, params: Record<string, string | number> = {}) =>
  new AppError(400, 'VALIDATION_ERROR', key, params);

/** Every way a header may name a column: its key and its label in the three languages. */
const HEADER_ALIASES: ReadonlyMap<string, ImportColumn> = new Map(
  IMPORT_COLUMNS.flatMap((column) => [
    [looseKey(column), column] as const,
    ...LOCALES.map((locale) => [looseKey(CATALOGUES[locale].dataTransfer.columns[column]), column] as const),
  ]),
);

/** A role cell: the stored value or its label in any language ("Aluno" is a talent in sabimais). */
const ROLE_ALIASES: ReadonlyMap<string, Role> = new Map(
  ROLES.flatMap((role) => [
    [looseKey(role), role] as const,
    ...LOCALES.map((locale) => [looseKey(CATALOGUES[locale].roles[role]), role] as const),
    ...(role === 'Talento'
      ? LOCALES.map((locale) => [looseKey(CATALOGUES[locale].roles.Talento_aluno), role] as const)
      : []),
  ]),
);

/** The user form's fields, named as the file's columns. */
const COLUMN_OF_FIELD: Record<string, ImportColumn> = {
  role: 'role',
  isMentor: 'role',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  companyId: 'company',
  sectorId: 'sector',
  position: 'position',
};

/** dd/mm/yyyy (as typed or as a date cell reads) to yyyy-mm-dd; anything else stays as it is, to fail. */
function isoDate(value: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!match) return value;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

interface CheckedRow {
  row: ImportRow;
  person?: { user: Omit<NewUser, 'tenantId' | 'passwordHash'>; profile: repo.ImportedProfile | null };
}

interface Lookups {
  companies: Map<string, number>;
  sectors: Map<string, number>;
  existing: Set<string>;
}

export interface UserImportDeps {
  db: ScopedDatabase;
  jobs: JobQueue;
  tenants: TenantDirectory;
  inviter: Inviter;
  log: FastifyBaseLogger;
}

/**
 * The people import (issue 16 §2, ADR 0047). The preview and the import read the file the same way and
 * check each row with the user form's own schema, so a row is refused for the reasons the form gives.
 */
export class UserImportService {
  constructor(private readonly deps: UserImportDeps) {
    deps.jobs.work<InvitationJob>(USER_INVITATION_JOB, (job) => this.invite(job));
  }

  /** The template: the headers in the caller's language and one example row. */
  template(locale: Locale, format: TabularFormat): Promise<Buffer> {
    const header = IMPORT_COLUMNS.map((c) => translate(locale, `dataTransfer.columns.${c}`));
    const example: Record<ImportColumn, string> = {
      firstName: 'Maria',
      lastName: 'Silva',
      email: 'maria.silva@exemplo.com.br',
      role: translate(locale, 'roles.Talento'),
      company: '',
      sector: '',
      position: '',
      cpf: '529.982.247-25',
      birthDate: '15/03/2001',
      phone: '(11) 98765-4321',
    };
    return writeTable(format, header, [IMPORT_COLUMNS.map((c) => example[c])]);
  }

  async preview(tenant: Tenant, locale: Locale, bytes: Buffer): Promise<ImportPreview> {
    const checked = await this.check(tenant, locale, bytes);
    return { rows: checked.map((c) => c.row), counts: countsOf(checked) };
  }

  async import(tenant: Tenant, actor: AuthenticatedUser, locale: Locale, bytes: Buffer): Promise<ImportResult> {
    const checked = await this.check(tenant, locale, bytes);
    const counts = countsOf(checked);
    const ready = checked.flatMap((c) => (c.row.status === 'valid' && c.person ? [c.person] : []));
    if (ready.length === 0) return { created: 0, existing: counts.existing, invalid: counts.invalid };
    // Nobody knows this password (one hash for the batch: argon2 per row would take minutes); every
    // account opens only through its invitation link.
    const passwordHash = await hashPassword(randomToken());
    let created: Awaited<ReturnType<typeof repo.insertPeople>>;
    try {
      created = await this.deps.db.inTenant(tenant.id, async (tx) => {
        const people = await repo.insertPeople(
          tx,
          ready.map((p) => ({ user: { ...p.user, tenantId: tenant.id, passwordHash }, profile: p.profile })),
        );
        await repo.insertAuditEntries(tx, [
          {
            tenantId: tenant.id,
            userId: actor.id,
            action: 'users.import',
            detail: { created: people.length, existing: counts.existing, invalid: counts.invalid },
          },
          ...people.map((p) => ({
            tenantId: tenant.id,
            userId: actor.id,
            action: 'users.create',
            detail: { user: p.publicId, imported: true },
          })),
        ]);
        return people;
      });
    } catch (error) {
      // Someone registered one of these addresses meanwhile: nothing was imported; checking again shows it.
      if (error instanceof ConflictError && error.kind === 'unique') throw Errors.conflict('users.errors.emailTaken');
      throw error;
    }
    for (const person of created) {
      await this.deps.jobs.send<InvitationJob>(USER_INVITATION_JOB, {
        tenantId: tenant.id,
        publicId: person.publicId,
        locale,
      });
    }
    return { created: created.length, existing: counts.existing, invalid: counts.invalid };
  }

  private async invite(job: InvitationJob): Promise<void> {
    const tenant = this.deps.tenants.all().find((t) => t.id === job.tenantId);
    if (!tenant) return;
    const user = await this.deps.db.inTenant(tenant.id, (tx) => findManagedUser(tx, job.publicId));
    // Deactivated or already in before the job ran: no invitation is owed.
    if (user?.status !== 'active' || user.emailVerifiedAt !== null) return;
    await this.deps.inviter.invite(tenant, user, job.locale);
  }

  private async check(tenant: Tenant, locale: Locale, bytes: Buffer): Promise<CheckedRow[]> {
    const table = await readTable(bytes);
    const [header, ...body] = table;
    if (!header || body.length === 0) throw fileError('dataTransfer.errors.empty');
    if (body.length > IMPORT_MAX_ROWS) throw fileError('dataTransfer.errors.tooManyRows', { max: IMPORT_MAX_ROWS });
    const columns = columnsOf(header);
    const missing = REQUIRED_IMPORT_COLUMNS.filter((c) => !columns.has(c));
    if (missing.length > 0) {
      const names = missing.map((c) => translate(locale, `dataTransfer.columns.${c}`));
      throw fileError('dataTransfer.errors.missingColumns', { columns: names.join(', ') });
    }
    const rows = body.map((cells, i) => ({ line: i + 2, values: valuesOf(cells, columns) }));
    const lookups = await this.deps.db.inTenant(tenant.id, async (tx) => {
      const emails = rows.flatMap((r) => (r.values.email ? [r.values.email.toLowerCase()] : []));
      return {
        companies: new Map((await repo.activeCompanies(tx)).map((c) => [looseKey(c.name), c.id])),
        sectors: new Map((await repo.activeSectors(tx)).flatMap((s) => s.labels.map((l) => [looseKey(l), s.id]))),
        existing: await repo.emailsInUse(tx, emails),
      } satisfies Lookups;
    });
    const seen = new Set<string>();
    return rows.map(({ line, values }) => checkRow(line, values, lookups, seen));
  }
}

function countsOf(checked: readonly CheckedRow[]): ImportPreview['counts'] {
  const counts = { valid: 0, invalid: 0, existing: 0 };
  for (const c of checked) counts[c.row.status] += 1;
  return counts;
}

/** Which column each header cell names; unknown headers are ignored (a notes column, say). */
function columnsOf(header: readonly string[]): Map<ImportColumn, number> {
  const columns = new Map<ImportColumn, number>();
  header.forEach((cell, index) => {
    const column = HEADER_ALIASES.get(looseKey(cell));
    if (column && !columns.has(column)) columns.set(column, index);
  });
  return columns;
}

function valuesOf(cells: readonly string[], columns: Map<ImportColumn, number>): ImportRow['values'] {
  const values: ImportRow['values'] = {};
  for (const [column, index] of columns) {
    const value = cells[index]?.trim() ?? '';
    if (value !== '') values[column] = value;
  }
  return values;
}

function checkRow(line: number, values: ImportRow['values'], lookups: Lookups, seen: Set<string>): CheckedRow {
  const errors: ImportRow['errors'] = {};
  const fail = (column: ImportColumn, key: string) => {
    errors[column] ??= key;
  };

  const role = values.role === undefined ? undefined : ROLE_ALIASES.get(looseKey(values.role));
  if (values.role !== undefined && role === undefined) fail('role', 'dataTransfer.errors.unknownRole');
  let companyId: number = NO_COMPANY_ID;
  if (values.company !== undefined) {
    const id = lookups.companies.get(looseKey(values.company));
    if (id === undefined) fail('company', 'dataTransfer.errors.unknownCompany');
    else companyId = id;
  }
  let sectorId: number | null = null;
  if (values.sector !== undefined) {
    const id = lookups.sectors.get(looseKey(values.sector));
    if (id === undefined) fail('sector', 'dataTransfer.errors.unknownSector');
    else sectorId = id;
  }

  const form = role ? formRoleOf(role) : { role: undefined, isMentor: 'N' as const };
  const parsed = userRequestSchema.safeParse({
    role: form.role,
    isMentor: form.isMentor,
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
    companyId,
    sectorId,
    position: values.position ?? '',
    businessRelationships: [],
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF_FIELD[String(issue.path[0])];
      // The first message per column is kept: an unknown role says so rather than 'required'.
      if (column) fail(column, issue.message);
    }
  }

  let profile: repo.ImportedProfile | null = null;
  if (role !== undefined && role !== 'Talento') {
    for (const column of TALENT_ONLY_COLUMNS)
      if (values[column] !== undefined) fail(column, 'dataTransfer.errors.talentOnly');
  } else if (role === 'Talento') {
    profile = talentProfile(values, fail);
  }

  const email = parsed.success ? parsed.data.email : (values.email ?? '').toLowerCase();
  if (email !== '' && !errors.email) {
    if (seen.has(email)) fail('email', 'dataTransfer.errors.duplicateInFile');
    seen.add(email);
  }

  const hasErrors = Object.keys(errors).length > 0;
  const status = hasErrors ? 'invalid' : lookups.existing.has(email) ? 'existing' : 'valid';
  const row: ImportRow = { line, values, status, errors };
  if (status !== 'valid' || !parsed.success) return { row };
  const input = parsed.data;
  return {
    row,
    person: {
      user: {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        role: storedRoleOf(input.role, input.isMentor),
        position: input.position,
        companyId: input.companyId === NO_COMPANY_ID ? null : input.companyId,
        sectorId: input.sectorId,
        companyRelationshipIds: [],
        emailVerifiedAt: null,
      },
      profile,
    },
  };
}

/** A talent's profile basics, each optional; null when the row carries none. */
function talentProfile(
  values: ImportRow['values'],
  fail: (column: ImportColumn, key: string) => void,
): repo.ImportedProfile | null {
  const profile: repo.ImportedProfile = { cpf: null, birthDate: null, phoneDialCode: null, phone: null };
  if (values.cpf !== undefined) {
    // A spreadsheet that took the CPF for a number dropped its leading zeros: 1234567890 is 012.345.678-90.
    const typed = /^\d{9,10}$/.test(values.cpf) ? values.cpf.padStart(11, '0') : values.cpf;
    const cpf = cpfSchema.safeParse(typed);
    if (cpf.success) profile.cpf = cpf.data;
    else fail('cpf', cpf.error.issues[0]?.message ?? 'validation.cpf');
  }
  if (values.birthDate !== undefined) {
    const date = birthDateSchema.safeParse(isoDate(values.birthDate));
    if (date.success) profile.birthDate = date.data;
    else fail('birthDate', date.error.issues[0]?.message ?? 'validation.date');
  }
  if (values.phone !== undefined) {
    const phone = digitsOnly(values.phone);
    if (isValidPhone(BRAZIL_DIAL_CODE, phone)) {
      profile.phoneDialCode = BRAZIL_DIAL_CODE;
      profile.phone = phone;
    } else {
      fail('phone', 'validation.phone');
    }
  }
  return Object.values(profile).some((v) => v !== null) ? profile : null;
}
