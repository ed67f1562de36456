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

/** Read only by the API (e-mails, the profile API's messages): never sent to the browser. */
export const SERVER_ONLY_NAMESPACES = [
  'email',
  'profileApi',
  'privacyMail',
] as const satisfies readonly (keyof Catalogue)[];

const LEFT_OUT: ReadonlySet<string> = new Set([...DEFERRED_NAMESPACES, ...SERVER_ONLY_NAMESPACES]);

/** The part of a language's catalogue the first download carries. */
export function coreOf(catalogue: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(catalogue).filter(([namespace]) => !LEFT_OUT.has(namespace)));
}
