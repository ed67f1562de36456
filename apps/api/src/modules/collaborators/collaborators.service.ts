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
import { decodeCursor, encodeCursor } from '../../http/keyset-cursor.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import { type CollaboratorRow, countCollaborators, searchCollaborators } from './collaborators.repository.ts';

type ListQuery = z.output<typeof collaboratorListQuerySchema>;

function view(row: CollaboratorRow): Collaborator {
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
const CURSOR_LIST = 'collaborators:name';

export class CollaboratorsService {
  constructor(private readonly db: ScopedDatabase) {}

  list(tenant: Tenant, query: ListQuery): Promise<CollaboratorListResponse> {
    const after = decodeCursor(CURSOR_LIST, query.cursor, ['string', 'string', 'int']);
    return this.db.inTenant(tenant.id, async (tx) => {
      const filters = {
        roles: query.attribution ? [ATTRIBUTION_ROLE[query.attribution]] : COLLABORATOR_ROLES,
        q: query.q || undefined,
        sectorId: query.sectorId,
      };
      const rows = await searchCollaborators(tx, {
        ...filters,
        after: after ? { firstName: after[0], lastName: after[1], id: after[2] } : null,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(view),
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor(CURSOR_LIST, [last.firstName, last.lastName, last.id])
            : null,
        total: await countCollaborators(tx, filters),
      };
    });
  }
}
