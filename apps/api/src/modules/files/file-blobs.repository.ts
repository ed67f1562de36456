import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { storedFileBlobs } from '../../db/schema.ts';

export async function putBlob(
  tx: Tx,
  blob: { tenantId: string; storageKey: string; contentType: string; bytes: Buffer },
): Promise<void> {
  // Keys are 256 random bits, so a second write of one key is a retry of the same bytes.
  await tx
    .insert(storedFileBlobs)
    .values(blob)
    .onConflictDoUpdate({
      target: storedFileBlobs.storageKey,
      set: { bytes: blob.bytes, contentType: blob.contentType },
    });
}

export async function findBlob(tx: Tx, storageKey: string): Promise<Buffer | null> {
  const [row] = await tx
    .select({ bytes: storedFileBlobs.bytes })
    .from(storedFileBlobs)
    .where(eq(storedFileBlobs.storageKey, storageKey));
  return row?.bytes ?? null;
}

export async function deleteBlob(tx: Tx, storageKey: string): Promise<void> {
  await tx.delete(storedFileBlobs).where(eq(storedFileBlobs.storageKey, storageKey));
}
