import type { TranslationKey } from '@ponte/shared/i18n/keys';
import type { Capability } from '@ponte/shared/permissions';
import { useMatches } from 'react-router';

/** What the router tells the shell about a screen: its name (breadcrumb, title) and the capability it needs. */
export interface RouteHandle {
  /** Catalogue key of the page name; `_aluno` twins apply. */
  titleKey: TranslationKey;
  capability?: Capability;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).titleKey === 'string';
}

/** The deepest matched route that names its page. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
