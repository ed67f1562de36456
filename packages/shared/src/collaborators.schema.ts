/**
 * Collaborators (issue 4 "Collaborators"; spec §3 "Person card").
 *   GET /api/colaboradores?q&sectorId&attribution&sort&order&cursor&limit → collaboratorListResponseSchema
 * Capability 'collaborators' (Admin and Rh in trindtech and sandbox). Listed: the tenant's active
 * people who are not talents (COLLABORATOR_ROLES), ordered by name (or position, then name), then id.
 */
import { z } from 'zod';
import { roleSchema } from './core-enums.schema.ts';
import { emptyToUndefined, listQueryFields } from './list-query.ts';
import { ROLES, type Role } from './roles.ts';
import { rowIdSchema, V } from './validation.ts';

/** Everyone but Talento: staff, mentors, HR and admins are the organisation's collaborators. */
export const COLLABORATOR_ROLES: readonly Role[] = ROLES.filter((role) => role !== 'Talento');

/** FM employee and mentor, RM HR and mentor, M mentor. */
export const ATTRIBUTIONS = ['FM', 'RM', 'M'] as const;
export type Attribution = (typeof ATTRIBUTIONS)[number];
export const attributionSchema = z.enum(ATTRIBUTIONS, { error: V.invalid });

export const ATTRIBUTION_ROLE: Readonly<Record<Attribution, Role>> = {
  FM: 'FuncionarioMentor',
  RM: 'RhMentor',
  M: 'Mentor',
};

export function attributionOf(role: Role): Attribution | null {
  const found = ATTRIBUTIONS.find((a) => ATTRIBUTION_ROLE[a] === role);
  return found ?? null;
}

/** Cards sit four to a row on a wide screen, so page sizes are multiples of 12. */
export const COLLABORATOR_PAGE_SIZE = 24;
export const COLLABORATOR_PAGE_SIZES = [12, 24, 48] as const;
export const COLLABORATOR_SORTS = ['name', 'position'] as const;
export type CollaboratorSort = (typeof COLLABORATOR_SORTS)[number];

export const collaboratorListQuerySchema = z.object({
  /** Part of the name (first, last or both) or of the email. */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: V.maxLength }).optional()),
  /** An EMPLOYEE_SECTOR option id. */
  sectorId: z.preprocess(emptyToUndefined, rowIdSchema.optional()),
  attribution: z.preprocess(emptyToUndefined, attributionSchema.optional()),
  ...listQueryFields({
    sorts: COLLABORATOR_SORTS,
    defaultSort: 'name',
    pageSizes: COLLABORATOR_PAGE_SIZES,
    defaultLimit: COLLABORATOR_PAGE_SIZE,
  }),
});
export type CollaboratorListQuery = z.input<typeof collaboratorListQuerySchema>;
/** The list query once parsed (the web reads it from the URL). */
export type CollaboratorListFilters = z.output<typeof collaboratorListQuerySchema>;

export const collaboratorSchema = z.object({
  publicId: z.uuid(),
  /** The photo's file key, served at /api/arquivos/{photoUrl}; null without a photo. */
  photoUrl: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  /** null when none was given; the web labels an Admin without one 'Administrador'. */
  position: z.string().nullable(),
  role: roleSchema,
  email: z.string(),
  sectorId: z.number().int().nullable(),
  /** The sector's Portuguese label (spec §3), whatever the reader's language. */
  sectorLabel: z.string().nullable(),
  attribution: attributionSchema.nullable(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

export const collaboratorListResponseSchema = z.object({
  items: z.array(collaboratorSchema),
  nextCursor: z.string().nullable(),
  /** Every collaborator the filters match, on all pages. */
  total: z.number().int(),
});
export type CollaboratorListResponse = z.infer<typeof collaboratorListResponseSchema>;
