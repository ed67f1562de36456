/**
 * The spec's §6 role × tenant tables, written once as data. The sidebar, the web route guards,
 * the profile tabs and every API permission check derive from this file.
 */
import { MENTOR_ROLES, ROLES, type Role } from './roles.ts';
import { TENANT_SLUGS, TENANTS, type TenantSlug } from './tenants.ts';

export type RoleTable = Readonly<Record<TenantSlug, readonly Role[]>>;

const ALL_ROLES: readonly Role[] = ROLES;
const NOBODY: readonly Role[] = [];

function table(rows: Partial<Record<TenantSlug, readonly Role[]>>): RoleTable {
  return Object.fromEntries(TENANT_SLUGS.map((t) => [t, rows[t] ?? NOBODY])) as RoleTable;
}
function everywhere(roles: readonly Role[]): RoleTable {
  return table(Object.fromEntries(TENANT_SLUGS.map((t) => [t, roles])));
}

// ---------------------------------------------------------------------------------------------
// Sidebar (spec §6 "Menu visibility by tenant"), in the order the sidebar shows them.
// ---------------------------------------------------------------------------------------------
/**
 * The items that are capabilities of the same name, listed once for both lists: whoever sees one may open
 * its screen and call its API (CAPABILITY_MATRIX takes their tables as they are). The other items
 * lead to capabilities with rules of their own ('users', 'profile', the submenu's items).
 */
const ITEM_CAPABILITIES = [
  'collaborators',
  'talentBase',
  'coursesAndTrails',
  'registerCompany',
  'mentoring',
  'talentMentoring',
  'analytics',
] as const;

export const MENU_ITEMS = ['managerSubmenu', 'myUsers', 'myProfile', ...ITEM_CAPABILITIES] as const;
export type MenuItem = (typeof MENU_ITEMS)[number];

const MENTOR_TRIO: readonly Role[] = ['Mentor', 'FuncionarioMentor', 'Admin', 'RhMentor'];

export const MENU_MATRIX: Readonly<Record<MenuItem, RoleTable>> = {
  managerSubmenu: table({
    'mais-pra-ti': ['Admin'],
    trindtech: ['Admin'],
    sandbox: ['Admin'],
    asid: ['Admin'],
  }),
  myUsers: table({ sabimais: ['Admin'] }),
  myProfile: table({
    'mais-pra-ti': ALL_ROLES,
    trindtech: ALL_ROLES,
    sandbox: ALL_ROLES,
    asid: ALL_ROLES,
  }),
  collaborators: table({ trindtech: ['Admin', 'Rh'], sandbox: ['Admin', 'Rh'] }),
  talentBase: table({
    trindtech: ['Admin', 'Rh'],
    sandbox: ['Admin', 'Rh', 'RhMentor'],
    'mais-pra-ti': ['Admin', 'Rh', 'RhMentor'],
    sabimais: ['Admin'],
    asid: ['Admin'],
  }),
  coursesAndTrails: table({
    trindtech: ALL_ROLES,
    sandbox: ALL_ROLES,
    'mais-pra-ti': ALL_ROLES.filter((r) => r !== 'Funcionario'),
    asid: ['Talento', 'Admin', 'FuncionarioMentor'],
  }),
  registerCompany: table({ 'mais-pra-ti': ['Admin'], sandbox: ['Admin'] }),
  mentoring: table({
    trindtech: ['Admin', 'Rh', 'Colaborador', 'Mentor', 'FuncionarioMentor', 'Funcionario', 'RhMentor'],
    sandbox: ['Admin', 'Rh', 'Talento'],
    asid: ['Talento'],
  }),
  talentMentoring: table({
    trindtech: MENTOR_TRIO,
    sandbox: MENTOR_TRIO,
    'mais-pra-ti': MENTOR_TRIO,
    asid: ['FuncionarioMentor'],
  }),
  analytics: table({ 'mais-pra-ti': ['Admin', 'Rh', 'RhMentor'] }),
};

// The manager submenu's items (spec §2 Navigation). Whoever sees the submenu sees the items its tenant has.
export const MANAGER_ITEMS = ['companies', 'mentoringRequests', 'usersList', 'coursesAndEnrolments', 'quiz'] as const;
export type ManagerItem = (typeof MANAGER_ITEMS)[number];

export const MANAGER_ITEM_TENANTS: Readonly<Record<ManagerItem, readonly TenantSlug[]>> = {
  companies: TENANT_SLUGS.filter((t) => TENANTS[t].features.companies),
  mentoringRequests: TENANT_SLUGS,
  usersList: TENANT_SLUGS,
  coursesAndEnrolments: TENANT_SLUGS,
  quiz: TENANT_SLUGS.filter((t) => TENANTS[t].features.quiz),
};

// ---------------------------------------------------------------------------------------------
// Capabilities: what a route (web or API) needs. Each derives from the menu tables above, so a
// role that cannot see an item cannot open its screen or call its API either.
// ---------------------------------------------------------------------------------------------
export const CAPABILITIES = [
  'home',
  'profile',
  'help',
  ...ITEM_CAPABILITIES,
  'companies',
  'mentoringRequests',
  'users',
  'courseManagement',
  'quiz',
  'quizTaking',
  'quizGrading',
  'helpManagement',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

function managerItemTable(item: ManagerItem): RoleTable {
  const allowed = MANAGER_ITEM_TENANTS[item];
  return table(
    Object.fromEntries(TENANT_SLUGS.map((t) => [t, allowed.includes(t) ? MENU_MATRIX.managerSubmenu[t] : NOBODY])),
  );
}

/** Rh in the tenants where the manager item exists (they have no submenu, but the item's tabs are theirs too). */
function rhWhereManaged(item: ManagerItem): RoleTable {
  return table(
    Object.fromEntries(
      TENANT_SLUGS.map((t) => [
        t,
        MENU_MATRIX.managerSubmenu[t].length > 0 && MANAGER_ITEM_TENANTS[item].includes(t) ? ['Rh'] : NOBODY,
      ]),
    ),
  );
}

function union(a: RoleTable, b: RoleTable): RoleTable {
  return table(
    Object.fromEntries(TENANT_SLUGS.map((t) => [t, ROLES.filter((r) => a[t].includes(r) || b[t].includes(r))])),
  );
}

const QUIZ_TENANTS = MANAGER_ITEM_TENANTS.quiz;

/** `roles` in `tenants`, nobody elsewhere. */
function onlyIn(tenants: readonly TenantSlug[], roles: readonly Role[]): RoleTable {
  return table(Object.fromEntries(TENANT_SLUGS.map((t) => [t, tenants.includes(t) ? roles : NOBODY])));
}

export const CAPABILITY_MATRIX: Readonly<Record<Capability, RoleTable>> = {
  home: everywhere(ALL_ROLES),
  // Everyone has a profile of their own, whether or not the sidebar links it (sabimais has no "My profile" item).
  profile: everywhere(ALL_ROLES),
  help: everywhere(ALL_ROLES),
  collaborators: MENU_MATRIX.collaborators,
  talentBase: MENU_MATRIX.talentBase,
  coursesAndTrails: MENU_MATRIX.coursesAndTrails,
  registerCompany: MENU_MATRIX.registerCompany,
  mentoring: MENU_MATRIX.mentoring,
  talentMentoring: MENU_MATRIX.talentMentoring,
  analytics: MENU_MATRIX.analytics,
  companies: managerItemTable('companies'),
  // The waiting list's tabs are Admin's and Rh's (spec §6 "Other tabs"): Admin reaches them from the
  // manager submenu, Rh of the same tenants from home and the Mentoring screen (ADR 0025).
  mentoringRequests: union(managerItemTable('mentoringRequests'), rhWhereManaged('mentoringRequests')),
  users: union(managerItemTable('usersList'), MENU_MATRIX.myUsers),
  courseManagement: managerItemTable('coursesAndEnrolments'),
  quiz: managerItemTable('quiz'),
  // Quizzes are assigned to anyone of a tenant with the feature (a course's talents, chosen people,
  // everyone): each opens "my quizzes"; which quizzes are theirs is the server's (issue 14, ADR 0041).
  // The Admin who authors them is not a taker.
  quizTaking: onlyIn(
    QUIZ_TENANTS,
    ALL_ROLES.filter((r) => r !== 'Admin'),
  ),
  // The manager who authors quizzes, and mentors, who read and grade their mentees' answers.
  quizGrading: union(managerItemTable('quiz'), onlyIn(QUIZ_TENANTS, MENTOR_ROLES)),
  // The help centre's tenant articles and statistics (issue 14 §2, ADR 0040): each tenant's Admin.
  helpManagement: everywhere(['Admin']),
};

export function can(tenant: TenantSlug, role: Role, capability: Capability): boolean {
  return CAPABILITY_MATRIX[capability][tenant].includes(role);
}

export function capabilitiesOf(tenant: TenantSlug, role: Role): Capability[] {
  return CAPABILITIES.filter((c) => can(tenant, role, c));
}

export function menuOf(tenant: TenantSlug, role: Role): MenuItem[] {
  return MENU_ITEMS.filter((item) => MENU_MATRIX[item][tenant].includes(role));
}

export function managerItemsOf(tenant: TenantSlug, role: Role): ManagerItem[] {
  if (!MENU_MATRIX.managerSubmenu[tenant].includes(role)) return [];
  return MANAGER_ITEMS.filter((item) => MANAGER_ITEM_TENANTS[item].includes(tenant));
}

// ---------------------------------------------------------------------------------------------
// Web routes under /plataforma and the capability each needs.
// ---------------------------------------------------------------------------------------------
export function talentBasePath(tenant: TenantSlug): string {
  return `/plataforma/${TENANTS[tenant].talentBaseSegment}`;
}

export function profilePath(publicId: string, tab: ProfileTab = 'personalInformation'): string {
  return `/plataforma/perfil/${publicId}/${PROFILE_TAB_SEGMENTS[tab]}`;
}

/** Someone else's profile as a reader sees it (spec §2: ?view=readonly). */
export function readOnlyProfilePath(publicId: string): string {
  return `${profilePath(publicId)}?view=readonly`;
}

/** Where each sidebar entry leads. The talent base path differs in sabimais. */
export function menuItemPath(item: Exclude<MenuItem, 'managerSubmenu'>, tenant: TenantSlug, publicId: string): string {
  switch (item) {
    case 'myUsers':
      return '/plataforma/usuarios';
    case 'myProfile':
      return profilePath(publicId);
    case 'collaborators':
      return '/plataforma/colaboradores';
    case 'talentBase':
      return talentBasePath(tenant);
    case 'coursesAndTrails':
      return '/plataforma/cursos-e-trilhas';
    case 'registerCompany':
      return '/plataforma/empresas';
    case 'mentoring':
      return '/plataforma/mentorias';
    case 'talentMentoring':
      return '/plataforma/mentoria-de-talentos';
    case 'analytics':
      return '/plataforma/analise';
  }
}

export const MANAGER_ITEM_PATHS: Readonly<Record<ManagerItem, string>> = {
  companies: '/plataforma/empresas/cadastradas',
  mentoringRequests: '/plataforma/solicitacao-de-mentorias',
  usersList: '/plataforma/usuarios',
  coursesAndEnrolments: '/plataforma/cursos-e-inscricoes',
  quiz: '/plataforma/quiz',
};

/** The quiz screens beyond the manager's list (issue 14; ADR 0041): the taker's and the grader's. */
export const QUIZ_PATHS = {
  mine: '/plataforma/meus-quizzes',
  take: (quizId: number) => `/plataforma/meus-quizzes/${quizId}`,
  grading: '/plataforma/quiz/correcoes',
  results: (quizId: number) => `/plataforma/quiz/${quizId}/resultados`,
  edit: (quizId: number) => `/plataforma/quiz/${quizId}`,
} as const;

// ---------------------------------------------------------------------------------------------
// Profile tabs (spec §6 "Profile tabs"). Tabs follow the profile owner's role; the follow-up tab
// of a Talento also depends on who is looking. See docs/decisions/0007-permission-matrix.md.
// ---------------------------------------------------------------------------------------------
export const PROFILE_TABS = [
  'personalInformation',
  'professionalProfile',
  'skills',
  'behaviouralTest',
  'followUp',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const PROFILE_TAB_SEGMENTS: Readonly<Record<ProfileTab, string>> = {
  personalInformation: 'informacoes-pessoais',
  professionalProfile: 'perfil-profissional',
  skills: 'competencias-e-habilidades',
  behaviouralTest: 'teste-comportamental',
  followUp: 'acompanhamento',
};

const NOT_ASID = TENANT_SLUGS.filter((t) => t !== 'asid');
/** Tenants where Admin, Talento and FuncionarioMentor take the behavioural test too (all but asid). */
const BEHAVIOURAL_TEST_FOR_ALL = TENANT_SLUGS.filter((t) => TENANTS[t].features.behaviouralTestForAll);

/** `roles` in `tenants`; elsewhere the same roles without `exceptions`. */
function exceptIn(roles: readonly Role[], exceptions: readonly Role[], tenants: readonly TenantSlug[]): RoleTable {
  return table(
    Object.fromEntries(
      TENANT_SLUGS.map((t) => [t, tenants.includes(t) ? roles : roles.filter((r) => !exceptions.includes(r))]),
    ),
  );
}

export const PROFILE_TAB_MATRIX: Readonly<Record<ProfileTab, RoleTable>> = {
  personalInformation: everywhere(ALL_ROLES),
  professionalProfile: everywhere(ALL_ROLES),
  skills: everywhere(['Admin', 'Talento', 'Colaborador', 'Mentor', 'FuncionarioMentor', 'RhMentor']),
  behaviouralTest: exceptIn(
    ['Colaborador', 'Mentor', 'RhMentor', 'Admin', 'Talento', 'FuncionarioMentor'],
    ['Admin', 'Talento', 'FuncionarioMentor'],
    BEHAVIOURAL_TEST_FOR_ALL,
  ),
  followUp: exceptIn(['Admin', 'Mentor', 'RhMentor', 'FuncionarioMentor'], ['FuncionarioMentor'], NOT_ASID),
};

/** A Talento's follow-up tab opens only to these viewers. */
export const TALENT_FOLLOW_UP_VIEWERS: readonly Role[] = ['Admin', 'FuncionarioMentor'];

export interface ProfileTabContext {
  tenant: TenantSlug;
  /** Role of the person whose profile it is. */
  ownerRole: Role;
  /** Role of the person looking at it. */
  viewerRole: Role;
}

export function profileTabVisible(tab: ProfileTab, ctx: ProfileTabContext): boolean {
  if (tab === 'followUp' && ctx.ownerRole === 'Talento') {
    return TALENT_FOLLOW_UP_VIEWERS.includes(ctx.viewerRole);
  }
  return PROFILE_TAB_MATRIX[tab][ctx.tenant].includes(ctx.ownerRole);
}

export function profileTabsOf(ctx: ProfileTabContext): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => profileTabVisible(tab, ctx));
}

// ---------------------------------------------------------------------------------------------
// Other tabs (spec §6 "Other tabs"): the same in every tenant.
// ---------------------------------------------------------------------------------------------
export const SCREEN_TABS = [
  'mentorship',
  'mentorshipWaitingList',
  'mentorshipCompleted',
  'courseEdit',
  'talentMentorshipInProgress',
  'studentEdit',
  'studentEditFollowUp',
] as const;
export type ScreenTab = (typeof SCREEN_TABS)[number];

export const SCREEN_TAB_ROLES: Readonly<Record<ScreenTab, readonly Role[]>> = {
  mentorship: ['Admin', 'Rh', 'Talento', 'Mentor', 'FuncionarioMentor', 'RhMentor'],
  mentorshipWaitingList: ['Admin', 'Rh'],
  mentorshipCompleted: ['Admin', 'Rh'],
  courseEdit: ['Admin'],
  talentMentorshipInProgress: ['Admin', 'Rh', 'Talento', 'Mentor', 'FuncionarioMentor'],
  studentEdit: ['Admin', 'Rh', 'Talento', 'Mentor', 'FuncionarioMentor'],
  studentEditFollowUp: ['Admin', 'Mentor', 'RhMentor', 'FuncionarioMentor', 'Colaborador'],
};

export function screenTabVisible(tab: ScreenTab, role: Role): boolean {
  return SCREEN_TAB_ROLES[tab].includes(role);
}

// ---------------------------------------------------------------------------------------------
// What a signed-in person may see: sent by GET /api/auth/sessao so the web never guesses.
// ---------------------------------------------------------------------------------------------
export interface Permissions {
  capabilities: Capability[];
  menu: MenuItem[];
  managerItems: ManagerItem[];
  /** The spec's "Other tabs" the role sees on the screens that have them. */
  screenTabs: ScreenTab[];
}

const permissionsByPair = new Map<string, Readonly<Permissions>>();

/**
 * Depends on the tenant and the role alone, so each pair is computed once: the session check answers it on
 * every page (issue 15 §4). The answer is shared: read it, do not change it.
 */
export function permissionsOf(tenant: TenantSlug, role: Role): Readonly<Permissions> {
  const key = `${tenant}/${role}`;
  let permissions = permissionsByPair.get(key);
  if (!permissions) {
    permissions = Object.freeze({
      capabilities: capabilitiesOf(tenant, role),
      menu: menuOf(tenant, role),
      managerItems: managerItemsOf(tenant, role),
      screenTabs: SCREEN_TABS.filter((tab) => screenTabVisible(tab, role)),
    });
    permissionsByPair.set(key, permissions);
  }
  return permissions;
}
