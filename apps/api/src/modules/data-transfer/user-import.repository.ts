import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { guardWrite } from '../../db/driver-errors.ts';
import { auditLog, companies, optionItems, profiles, users } from '../../db/schema.ts';
import type { NewUser } from '../users/user.repository.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters, few round trips for 5,000 people. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Which of these addresses (lower-cased) already have an account in the tenant. */
export async function emailsInUse(tx: Tx, emails: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(emails)) {
    const rows = await tx
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, part));
    for (const row of rows) found.add(row.email);
  }
  return found;
}

export async function activeCompanies(tx: Tx): Promise<{ id: number; name: string }[]> {
  return tx
    .select({ id: companies.id, name: companies.tradeName })
    .from(companies)
    .where(eq(companies.status, 'active'));
}

export async function activeSectors(tx: Tx): Promise<{ id: number; labels: string[] }[]> {
  const rows = await tx
    .select({ id: optionItems.id, pt: optionItems.labelPtBr, en: optionItems.labelEnUs, es: optionItems.labelEsMx })
    .from(optionItems)
    .where(and(eq(optionItems.type, 'EMPLOYEE_SECTOR'), eq(optionItems.active, true)));
  return rows.map((r) => ({ id: r.id, labels: [r.pt, r.en, r.es] }));
}

export interface ImportedProfile {
  cpf: string | null;
  birthDate: string | null;
  phoneDialCode: string | null;
  phone: string | null;
}

export interface NewPerson {
  user: NewUser;
  profile: ImportedProfile | null;
}

/**
 * Creates the people in batches and, for talents with profile basics, their profile rows. A concurrent
 * registration of one of the addresses fails the batch on the unique index (the caller's transaction
 * rolls back, nothing half-imported stays).
 */
export async function insertPeople(
  tx: Tx,
  people: readonly NewPerson[],
): Promise<{ id: number; publicId: string; email: string; firstName: string }[]> {
  const created: { id: number; publicId: string; email: string; firstName: string }[] = [];
  for (const part of chunks(people)) {
    const rows = await guardWrite(
      tx
        .insert(users)
        .values(part.map((p) => p.user))
        .returning({ id: users.id, publicId: users.publicId, email: users.email, firstName: users.firstName }),
    );
    // Matched by address (unique in the tenant), not by RETURNING's order.
    const idOf = new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
    const profileRows = part.flatMap((p) => {
      const userId = idOf.get(p.user.email.toLowerCase());
      return p.profile && userId !== undefined ? [{ ...p.profile, tenantId: p.user.tenantId, userId }] : [];
    });
    if (profileRows.length > 0) await guardWrite(tx.insert(profiles).values(profileRows));
    created.push(...rows);
  }
  return created;
}

export async function insertAuditEntries(
  tx: Tx,
  entries: readonly { tenantId: string; userId: number; action: string; detail: Record<string, unknown> }[],
): Promise<void> {
  for (const part of chunks(entries)) await tx.insert(auditLog).values(part);
}
