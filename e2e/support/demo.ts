/**
 * Where the app under test lives and who can sign in to it: the demo people the seed creates
 * (README "Tenants and demo sign-ins"), one per role in every tenant.
 */
import type { Role } from '../../packages/shared/src/roles.ts';
import { TENANTS, type TenantSlug } from '../../packages/shared/src/tenants.ts';
import { E2E_PORT } from '../playwright.config.ts';

export const DEMO_PASSWORD = 'Ponte@2026';

/** Seeded in sandbox with an unconfirmed email. */
export const UNVERIFIED_EMAIL = 'novo@sandbox.demo';

/** First names the seed gives each role (apps/api/src/modules/demo/demo-seed.ts), shown in the home greeting. */
export const FIRST_NAMES: Record<Role, string> = {
  Admin: 'Ana',
  Rh: 'Beatriz',
  Colaborador: 'Carlos',
  Funcionario: 'Daniela',
  FuncionarioMentor: 'Eduardo',
  Mentor: 'Fernanda',
  RhMentor: 'Gabriel',
  Talento: 'Helena',
};

export function demoEmail(role: Role, tenant: TenantSlug): string {
  return `${role.toLowerCase()}@${tenant}.demo`;
}

/** `http://<slug>.localhost:<port>`: Chromium resolves *.localhost to loopback by itself. */
export function tenantOrigin(tenant: TenantSlug): string {
  return `http://${tenant}.localhost:${E2E_PORT}`;
}

export function tenantName(tenant: TenantSlug): string {
  return TENANTS[tenant].name;
}

const ROLE_LABELS: Record<Role, string> = {
  Admin: 'Administrador',
  Rh: 'RH',
  Colaborador: 'Colaborador',
  Funcionario: 'Funcionário',
  FuncionarioMentor: 'Funcionário e mentor',
  Mentor: 'Mentor',
  RhMentor: 'RH e mentor',
  Talento: 'Talento',
};

/** The role as the home page names it in Portuguese: sabimais (a school network) says "Aluno" for Talento. */
export function roleLabel(tenant: TenantSlug, role: Role): string {
  if (role === 'Talento' && TENANTS[tenant].vocabulary === 'aluno') return 'Aluno';
  return ROLE_LABELS[role];
}
