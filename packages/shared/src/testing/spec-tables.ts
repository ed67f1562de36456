/**
 * The spec's §6 menu table and §2 manager items, restated by hand from the spec text, independently
 * of permissions.ts. Unit tests (permissions.test.ts) and the browser tests (e2e/sidebar.spec.ts)
 * check the product against these.
 */
import type { ManagerItem, MenuItem } from '../permissions.ts';
import { ROLES, type Role } from '../roles.ts';
import type { TenantSlug } from '../tenants.ts';

const ALL: Role[] = [...ROLES];
export const SPEC_MENU: Record<MenuItem, Partial<Record<TenantSlug, Role[]>>> = {
  // "Manager submenu: Admin in mais-pra-ti, trindtech, sandbox, asid"
  managerSubmenu: { 'mais-pra-ti': ['Admin'], trindtech: ['Admin'], sandbox: ['Admin'], asid: ['Admin'] },
  // "My users: Admin in sabimais"
  myUsers: { sabimais: ['Admin'] },
  // "My profile: All eight roles in mais-pra-ti, trindtech, sandbox, asid"
  myProfile: { 'mais-pra-ti': ALL, trindtech: ALL, sandbox: ALL, asid: ALL },
  // "Collaborators: Admin and Rh in trindtech and sandbox"
  collaborators: { trindtech: ['Admin', 'Rh'], sandbox: ['Admin', 'Rh'] },
  // "Talent/student base: Admin and Rh in trindtech; Admin, Rh, RhMentor in sandbox and mais-pra-ti; Admin in sabimais and asid"
  talentBase: {
    trindtech: ['Admin', 'Rh'],
    sandbox: ['Admin', 'Rh', 'RhMentor'],
    'mais-pra-ti': ['Admin', 'Rh', 'RhMentor'],
    sabimais: ['Admin'],
    asid: ['Admin'],
  },
  // "Courses and trails: All roles in trindtech and sandbox; mais-pra-ti all except Funcionario; asid Talento, Admin, FuncionarioMentor"
  coursesAndTrails: {
    trindtech: ALL,
    sandbox: ALL,
    'mais-pra-ti': ['Admin', 'Rh', 'Colaborador', 'FuncionarioMentor', 'Mentor', 'RhMentor', 'Talento'],
    asid: ['Talento', 'Admin', 'FuncionarioMentor'],
  },
  // "Register company: Admin in mais-pra-ti and sandbox"
  registerCompany: { 'mais-pra-ti': ['Admin'], sandbox: ['Admin'] },
  // "Mentoring: trindtech: Admin, Rh, Colaborador, Mentor, FuncionarioMentor, Funcionario, RhMentor; sandbox: Admin, Rh, Talento; mais-pra-ti: none; asid: Talento"
  mentoring: {
    trindtech: ['Admin', 'Rh', 'Colaborador', 'Mentor', 'FuncionarioMentor', 'Funcionario', 'RhMentor'],
    sandbox: ['Admin', 'Rh', 'Talento'],
    asid: ['Talento'],
  },
  // "Talent mentoring: Mentor, FuncionarioMentor, Admin, RhMentor in trindtech, sandbox and mais-pra-ti; FuncionarioMentor only in asid"
  talentMentoring: {
    trindtech: ['Mentor', 'FuncionarioMentor', 'Admin', 'RhMentor'],
    sandbox: ['Mentor', 'FuncionarioMentor', 'Admin', 'RhMentor'],
    'mais-pra-ti': ['Mentor', 'FuncionarioMentor', 'Admin', 'RhMentor'],
    asid: ['FuncionarioMentor'],
  },
  // "Analytics: Admin, Rh, RhMentor in mais-pra-ti only"
  analytics: { 'mais-pra-ti': ['Admin', 'Rh', 'RhMentor'] },
};

/** "companies (not in asid), mentoring requests, users list, courses and enrolments, and quiz (mais-pra-ti and asid only)"; sabimais has no manager submenu. */
export const SPEC_MANAGER_ITEMS: Record<TenantSlug, ManagerItem[]> = {
  trindtech: ['companies', 'mentoringRequests', 'usersList', 'coursesAndEnrolments'],
  sandbox: ['companies', 'mentoringRequests', 'usersList', 'coursesAndEnrolments'],
  'mais-pra-ti': ['companies', 'mentoringRequests', 'usersList', 'coursesAndEnrolments', 'quiz'],
  sabimais: [],
  asid: ['mentoringRequests', 'usersList', 'coursesAndEnrolments', 'quiz'],
};

/** The menu a role sees in a tenant according to the spec, in sidebar order. */
export function specMenuOf(tenant: TenantSlug, role: Role, order: readonly MenuItem[]): MenuItem[] {
  return order.filter((item) => (SPEC_MENU[item][tenant] ?? []).includes(role));
}
