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

/** A demo request, linked (in progress since now) when it has a mentor. */
export async function insertMentorshipRequest(tx: Tx, request: NewMentorshipRequest): Promise<number> {
  const linked = request.mentorId !== null;
  const [row] = await tx
    .insert(mentorshipRequests)
    .values({
      ...request,
      createdBy: request.userId,
      status: linked ? 'EM_ANDAMENTO' : 'AGUARDANDO',
      linkedAt: linked ? new Date() : null,
    })
    .returning({ id: mentorshipRequests.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
