import {
  ATTRIBUTION_ROLE,
  attributionOf,
  COLLABORATOR_ROLES,
  type Collaborator,
  type CollaboratorListResponse,
  type collaboratorListQuerySchema,
} from '@ponte/shared/collaborators.schema';
import type { Role } from '@ponte/shared/roles';
import type { z } from 'zod';
import type { ScopedDatabase } from '../../db/scope.ts';
import { sortedKeyset } from '../../http/keyset-cursor.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import { type CollaboratorRow, countCollaborators, searchCollaborators } from './collaborators.repository.ts';

type ListQuery = z.output<typeof collaboratorListQuerySchema>;

/** A person as the collaborators' cards show them (mentoring's person card is the same card). */
export function collaboratorCard(row: CollaboratorRow): Collaborator {
  const role = row.role as Role;
  return {
    publicId: row.publicId,
    photoUrl: row.photoKey,
    firstName: row.firstName,
    lastName: row.lastName,
    position: row.position,
    role,
    email: row.email,
    sectorId: row.sectorId,
    sectorLabel: row.sectorLabel,
    attribution: attributionOf(role),
  };
}

/**
 * The organisation's people as cards: every active non-talent (COLLABORATOR_ROLES). The attribution
 * filter narrows to the one role that carries it (FM FuncionarioMentor, RM RhMentor, M Mentor).
 */
export class CollaboratorsService {
  constructor(private readonly db: ScopedDatabase) {}

  list(tenant: Tenant, query: ListQuery): Promise<CollaboratorListResponse> {
    const sorted = sortedKeyset('collaborators', query);
    const filters = {
      roles: query.attribution ? [ATTRIBUTION_ROLE[query.attribution]] : COLLABORATOR_ROLES,
      q: query.q || undefined,
      sectorId: query.sectorId,
    };
    return this.db.inTenant(tenant.id, async (tx) => {
      const page = sorted.page(await searchCollaborators(tx, { ...filters, ...sorted.search }));
      return {
        items: page.rows.map(collaboratorCard),
        nextCursor: page.nextCursor,
        total: await countCollaborators(tx, filters),
      };
    });
  }
}
