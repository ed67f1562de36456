/**
 * User management (issue 4, spec §2 usuarios, §3 "User list item"). Capability 'users' (Admin only):
 *   GET  /api/usuarios?search=&role=&status=&cursor=&limit=  → userListResponseSchema
 *   POST /api/usuarios                                       ← userRequestSchema → 201 userDetailSchema (invitation mailed)
 *   GET  /api/usuarios/{publicId}                            → userDetailSchema
 *   PUT  /api/usuarios/{publicId}                            ← userRequestSchema → userDetailSchema
 *   POST /api/usuarios/{publicId}/desativar | /reativar      → userDetailSchema (desativar revokes sessions)
 *   POST /api/usuarios/{publicId}/convite                    → 202, mails a fresh invitation
 * Any signed-in person of the tenant:
 *   GET  /api/usuarios/{publicId}/nome                       → userNameSchema (404 outside the tenant)
 *
 * Errors: duplicate email → 409 CONFLICT with fields.email; removing (deactivating or demoting) the
 * tenant's last active Admin → 409 CONFLICT 'users.errors.lastAdmin'; an unknown company or option
 * id → 400 with the field.
 *
 * Roles on the form (docs/decisions/0015-users.md): the role select offers USER_FORM_ROLES and isMentor
 * (S/N) turns Funcionario into FuncionarioMentor and Rh into RhMentor; a Mentor is always a mentor
 * (isMentor is read as S); isMentor S with Admin, Colaborador or Talento is refused (fields.isMentor).
 */
import { z } from 'zod';
import { roleSchema, userStatusSchema } from './core-enums.schema.ts';
import { emptyToUndefined, listQueryFields } from './list-query.ts';
import { yesNoSchema } from './profile-enums.ts';
import { NO_COMPANY_ID, POSITION_MAX } from './profile-professional.schema.ts';
import { isMentorRole, type Role } from './roles.ts';
import { emailSchema, optionalText, ROW_ID_MAX, requiredString, V } from './validation.ts';

export { NO_COMPANY_ID };

type YesNo = z.infer<typeof yesNoSchema>;

export const USER_FORM_ROLES = ['Admin', 'Rh', 'Colaborador', 'Funcionario', 'Mentor', 'Talento'] as const;
export type UserFormRole = (typeof USER_FORM_ROLES)[number];

/** The stored role (users.role, the list's userType) for a form role and its isMentor answer. */
export function storedRoleOf(role: UserFormRole, isMentor: YesNo): Role {
  if (isMentor === 'S' && role === 'Funcionario') return 'FuncionarioMentor';
  if (isMentor === 'S' && role === 'Rh') return 'RhMentor';
  return role;
}

/** Form roles whose isMentor may be S: those that answering S makes a mentor role (roles.ts MENTOR_ROLES). */
export const MENTOR_CAPABLE_ROLES: readonly UserFormRole[] = USER_FORM_ROLES.filter((role) =>
  isMentorRole(storedRoleOf(role, 'S')),
);

/** The inverse of storedRoleOf: what the edit form shows for a stored role. */
export function formRoleOf(stored: Role): { role: UserFormRole; isMentor: YesNo } {
  switch (stored) {
    case 'FuncionarioMentor':
      return { role: 'Funcionario', isMentor: 'S' };
    case 'RhMentor':
      return { role: 'Rh', isMentor: 'S' };
    case 'Mentor':
      return { role: 'Mentor', isMentor: 'S' };
    default:
      return { role: stored, isMentor: 'N' };
  }
}

export const USER_NAME_MAX = { first: 100, last: 150 } as const;
export const USER_LIST_DEFAULT_LIMIT = 20;
/** Spec §9: business-relationship badges show at most 2, then '+N'. */
export const RELATIONSHIP_BADGES_MAX = 2;

const optionId = z
  .number({ error: V.required })
  .int()
  .positive({ error: V.invalid })
  .max(ROW_ID_MAX, { error: V.invalid });

/** Register and edit share this body. Sector and position are required unless the company is -2 (no link). */
export const userRequestSchema = z
  .object({
    role: z.enum(USER_FORM_ROLES, { error: V.required }),
    firstName: requiredString(USER_NAME_MAX.first),
    lastName: requiredString(USER_NAME_MAX.last),
    email: emailSchema,
    /** -2 = no link; otherwise an active company of the tenant (the current one is kept even if inactive). */
    companyId: z.number({ error: V.required }).int({ error: V.invalid }),
    sectorId: optionId.nullable(),
    position: optionalText(POSITION_MAX),
    /** COMPANY_RELATIONSHIP option ids. */
    businessRelationships: z.array(optionId).max(20, { error: 'validation.tooManyItems' }),
    isMentor: yesNoSchema,
  })
  .superRefine((v, ctx) => {
    if (v.companyId !== NO_COMPANY_ID && v.companyId <= 0) {
      ctx.addIssue({ code: 'custom', path: ['companyId'], message: V.invalid });
    }
    if (v.companyId !== NO_COMPANY_ID) {
      if (v.sectorId === null) ctx.addIssue({ code: 'custom', path: ['sectorId'], message: V.required });
      if (v.position === null) ctx.addIssue({ code: 'custom', path: ['position'], message: V.required });
    }
    if (v.isMentor === 'S' && !MENTOR_CAPABLE_ROLES.includes(v.role)) {
      ctx.addIssue({ code: 'custom', path: ['isMentor'], message: 'users.validation.mentorNotAllowed' });
    }
  });
export type UserRequest = z.input<typeof userRequestSchema>;
export type UserRequestParsed = z.output<typeof userRequestSchema>;

export const userParamsSchema = z.object({ id: z.uuid({ error: V.invalid }) });
export type UserParams = z.infer<typeof userParamsSchema>;

/** List filters and the keyset cursor; the web keeps them in the URL. Sorted by name, then id. */
/**
 * What the list shows of an account: active, inactive, an invitation not accepted yet (an active
 * account whose owner never set a password nor confirmed the email), or deleted at the person's request
 * (anonymised, ADR 0044: inactive for good, never edited nor reactivated). The filter takes the same values.
 */
export const ACCOUNT_STATES = ['active', 'pending', 'inactive', 'anonymised'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];
export const accountStateSchema = z.enum(ACCOUNT_STATES);

export const USER_SORTS = ['name', 'email', 'userType', 'company', 'status'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const USER_PAGE_SIZES = [10, 20, 50, 100] as const;

export const userListQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: V.maxLength }).optional()),
  role: z.preprocess(emptyToUndefined, roleSchema.optional()),
  status: z.preprocess(emptyToUndefined, accountStateSchema.optional()),
  ...listQueryFields({
    sorts: USER_SORTS,
    defaultSort: 'name',
    pageSizes: USER_PAGE_SIZES,
    defaultLimit: USER_LIST_DEFAULT_LIMIT,
  }),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;
/** The list filters once parsed (the web reads them from the URL). */
export type UserListFilters = z.output<typeof userListQuerySchema>;

export const userCompanySchema = z.object({ id: z.number().int(), name: z.string() });

/** Spec §3 "User list item"; businessRelationship is the COMPANY_RELATIONSHIP ids (the web labels them). */
export const userListItemSchema = z.object({
  publicId: z.uuid(),
  name: z.string(),
  userType: roleSchema,
  position: z.string().nullable(),
  email: z.string(),
  /** null = no link (-2). */
  company: userCompanySchema.nullable(),
  businessRelationship: z.array(z.number().int()),
  status: userStatusSchema,
  /** Status as the list shows it: "Convite pendente" for an invitation not accepted yet. */
  accountState: accountStateSchema,
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListResponseSchema = z.object({
  items: z.array(userListItemSchema),
  /** null on the last page. */
  nextCursor: z.string().nullable(),
  /** Every user the filters match, on all pages. */
  total: z.number().int(),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const userDetailSchema = z.object({
  publicId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The stored role. */
  userType: roleSchema,
  /** The form's role and isMentor (formRoleOf(userType)). */
  role: z.enum(USER_FORM_ROLES),
  isMentor: yesNoSchema,
  /** -2 = no link. */
  companyId: z.number().int(),
  company: userCompanySchema.nullable(),
  sectorId: z.number().int().nullable(),
  position: z.string().nullable(),
  businessRelationships: z.array(z.number().int()),
  status: userStatusSchema,
  /** False until the person sets a password through the invitation (or confirms the email otherwise). */
  emailVerified: z.boolean(),
  lastLoginAt: z.iso.datetime({ offset: true }).nullable(),
  /** Deleted at the person's request (ADR 0044): the row stays for the counts, read-only for everyone. */
  anonymised: z.boolean(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const userNameSchema = z.object({ publicId: z.uuid(), name: z.string() });
export type UserName = z.infer<typeof userNameSchema>;
