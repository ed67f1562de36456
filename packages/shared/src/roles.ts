import { z } from 'zod';

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
export const roleSchema = z.enum(ROLES);

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const userStatusSchema = z.enum(USER_STATUSES);
