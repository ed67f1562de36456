import type { Tx } from '../../db/client.ts';
import { mentorshipRequests } from '../../db/schema.ts';

export interface NewMentorshipRequest {
  tenantId: string;
  userId: number;
  mentorId: number | null;
  areaOptionId: number | null;
  objective: string | null;
  period: 'M' | 'T' | 'N' | null;
}

export async function insertMentorshipRequest(tx: Tx, request: NewMentorshipRequest): Promise<number> {
  const [row] = await tx.insert(mentorshipRequests).values(request).returning({ id: mentorshipRequests.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
