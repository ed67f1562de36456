export const ROLES = [
  'Admin',
  'Rh',
  'Colaborador',
  'Funcionario',
  'FuncionarioMentor',
  'Mentor',
  'RhMentor',
  'Talento',
] as const;
export type Role = (typeof ROLES)[number];

/** The tenant's Admin and Rh: they manage people, read every profile and see sensitive data. */
export const STAFF_ROLES: readonly Role[] = ['Admin', 'Rh'];
/** Roles that are mentors (the profile's isMentor is S): the roles a mentorship can be linked to. */
export const MENTOR_ROLES: readonly Role[] = ['Mentor', 'FuncionarioMentor', 'RhMentor'];
export function isMentorRole(role: Role): boolean {
  return MENTOR_ROLES.includes(role);
}

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
