import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  tenantId: string;
  /** Who did it. */
  userId: number;
  /** What, as a dotted name (e.g. 'talents.sensitiveFilter'). */
  action: string;
  /** The particulars (which filters, which values); never a secret. */
  detail: Record<string, unknown>;
}

/** Appends one row; the table is append-only for the app (when is its created_at). */
export async function insertAuditEntry(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}
