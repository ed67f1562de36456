import type { TranslationKey } from '@ponte/shared/i18n/keys';
import { useLocation } from 'react-router';
import { i18n } from './i18n.ts';
import { useRouteHandle } from './route-handle.ts';

/**
 * Where a profile was opened from (ADR 0035): the list's address, filters and page included, its name
 * (a `pages.*` catalogue key, vocabulary twins apply) and the list's own history state (the cursors
 * its pager walked through), so "back" lands on the same list page it left.
 */
export interface ProfileOrigin {
  path: string;
  labelKey: TranslationKey;
  listState?: unknown;
}

/** The router state a link to a profile carries: `location.state.from`. */
export interface ProfileLinkState {
  from: ProfileOrigin;
}

/**
 * For a link to someone's profile from a list: `<Link to={readOnlyProfilePath(id)} state={useProfileLinkState()}>`.
 * The list is the current screen, named by its route (`handle.titleKey`) unless `labelKey` says otherwise.
 */
export function useProfileLinkState(labelKey?: TranslationKey): ProfileLinkState | undefined {
  const location = useLocation();
  const handle = useRouteHandle();
  const key = labelKey ?? handle?.titleKey;
  if (!key) return undefined;
  return {
    from: {
      path: `${location.pathname}${location.search}`,
      labelKey: key,
      ...(location.state == null ? {} : { listState: location.state }),
    },
  };
}

/**
 * The origin in a profile's `location.state`, or null. History state outlives the code that wrote it
 * and can be anything, so only a platform path and a page name are believed.
 */
export function readProfileOrigin(state: unknown): ProfileOrigin | null {
  const from = (state as { from?: Partial<ProfileOrigin> } | null | undefined)?.from;
  if (!from || typeof from.path !== 'string' || typeof from.labelKey !== 'string') return null;
  if (!from.path.startsWith('/plataforma/')) return null;
  if (!from.labelKey.startsWith('pages.') || !i18n.exists(from.labelKey)) return null;
  return { path: from.path, labelKey: from.labelKey, listState: from.listState };
}
