/**
 * Collaborators (issue 4 "Collaborators"; spec §3 "Person card").
 *   GET /api/colaboradores?q&sectorId&attribution&cursor&limit → collaboratorListResponseSchema
 * Capability 'collaborators' (Admin and Rh in trindtech and sandbox). Listed: the tenant's active
 * people who are not talents (COLLABORATOR_ROLES), ordered by first name, last name, id.
 */
import { z } from 'zod';
import type { Role } from './roles.ts';
import { roleSchema } from './roles.ts';
import { V } from './validation.ts';

/** Everyone but Talento: staff, mentors, HR and admins are the organisation's collaborators. */
export const COLLABORATOR_ROLES = [
  'Admin',
  'Rh',
  'Colaborador',
  'Funcionario',
  'FuncionarioMentor',
  'Mentor',
  'RhMentor',
] as const satisfies readonly Role[];

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

export const COLLABORATOR_PAGE_SIZE = 24;
export const COLLABORATOR_PAGE_MAX = 60;

export const collaboratorListQuerySchema = z.object({
  /** Part of the name (first, last or both) or of the email. */
  q: z.string().trim().max(100, { error: V.maxLength }).optional(),
  /** An EMPLOYEE_SECTOR option id. */
  sectorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  attribution: attributionSchema.optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(COLLABORATOR_PAGE_MAX).default(COLLABORATOR_PAGE_SIZE),
});
export type CollaboratorListQuery = z.input<typeof collaboratorListQuerySchema>;

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
