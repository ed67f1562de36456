import type { Catalogue } from '@ponte/shared/i18n/pt-br';

/**
 * How the interface catalogue is cut for the browser (ADR 0032). The first download carries what the
 * sign-in page, the shell and the screens every role opens need; a feature's own texts come with its
 * screens (the screen table names them), so a new feature's words weigh on no one else's first load.
 */
export const DEFERRED_NAMESPACES = [
  'followUp',
  'mentoring',
  'courses',
  'companies',
  'collaborators',
  'users',
  'richText',
  'help',
  'quizzes',
  'analytics',
  'privacy',
  'dataTransfer',
  // Read only by their profile tabs (the first load had them for the personal-information tab's sake).
  'profileProfessional',
  'profileSkills',
  'profileBehaviour',
] as const satisfies readonly (keyof Catalogue)[];

export type DeferredNamespace = (typeof DEFERRED_NAMESPACES)[number];

/**
 * Read only inside the platform (/plataforma: its shell and the screens every role opens), so not by the
 * sign-in page, which is most visits' first download (issue 10 §2): one part, fetched with the platform's
 * layout route. The core keeps what the public pages and the entry read (auth, common, errors, validation,
 * language, terms, shell's skip link and terms link, page titles, date formats).
 */
export const PLATFORM_NAMESPACES = [
  'talents',
  'notifications',
  'home',
  'profilePersonal',
  'profile',
  'shortcuts',
  'forms',
  'files',
  'menu',
  'manager',
  'construction',
  'roles',
  // The profile menu's colour scheme choice (ADR 0049).
  'appearance',
] as const satisfies readonly (keyof Catalogue)[];

export const PLATFORM_PART = 'platformTexts';

/**
 * The core with the platform's namespaces, in one file: what a page opened inside the platform waits
 * for (two files would compress worse, and the shell is at its budget).
 */
export const CORE_WITH_PLATFORM = 'coreWithPlatform';

/** A part of the catalogue fetched after the core: a feature namespace, or the platform's namespaces. */
export type CataloguePart = DeferredNamespace | typeof PLATFORM_PART;

/** Every part the build emits besides the core (build/catalogue-per-locale.ts). */
export function deferredParts(): readonly (CataloguePart | typeof CORE_WITH_PLATFORM)[] {
  return [...DEFERRED_NAMESPACES, PLATFORM_PART, CORE_WITH_PLATFORM];
}

/** Read only by the API (e-mails, the profile API's messages): never sent to the browser. */
export const SERVER_ONLY_NAMESPACES = [
  'email',
  'profileApi',
  'privacyMail',
] as const satisfies readonly (keyof Catalogue)[];

/** The part of a language's catalogue the first download carries. */
export function coreOf(catalogue: Record<string, unknown>): Record<string, unknown> {
  // Built here rather than at module level, where the browser would carry the lists for nothing
  // (the bundler keeps a spread: it may run an iterator).
  const leftOut: ReadonlySet<string> = new Set([
    ...DEFERRED_NAMESPACES,
    ...PLATFORM_NAMESPACES,
    ...SERVER_ONLY_NAMESPACES,
  ]);
  return Object.fromEntries(Object.entries(catalogue).filter(([namespace]) => !leftOut.has(namespace)));
}

/** A deferred part of a language's catalogue (the core when no part is named). */
export function partOf(catalogue: Record<string, unknown>, part?: string): Record<string, unknown> {
  if (!part) return coreOf(catalogue);
  if (part === CORE_WITH_PLATFORM) return { ...coreOf(catalogue), ...partOf(catalogue, PLATFORM_PART) };
  const namespaces: readonly string[] = part === PLATFORM_PART ? PLATFORM_NAMESPACES : [part];
  return Object.fromEntries(namespaces.map((namespace) => [namespace, catalogue[namespace]]));
}
