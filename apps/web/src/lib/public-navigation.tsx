import { Anchor, type AnchorProps } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
// A type only: nothing of the router is bundled with this module.
import type { Link as RouterLink } from 'react-router';

/**
 * How a page outside the platform moves on. Inside the router (every public page reached from another
 * page of the app) it is the router's; on the sign-in page opened first (app/sign-in-app.tsx, which has no
 * router: React Router is 30 KiB of the page's budget, issue 10 §2) it loads the next page.
 */
export interface PublicNavigation {
  go: (path: string, options?: { replace?: boolean }) => void;
  /** The history entry's state: where a redirect to sign-in came from (lib/safe-redirect.ts). */
  state: unknown;
  /** The router's link component, or none: a plain address. */
  Link?: typeof RouterLink;
}

/**
 * React Router keeps the state a navigation was given under `usr` in the history entry: a sign-in page
 * reloaded after a redirect still knows where the person was going.
 */
function historyState(): unknown {
  return (window.history.state as { usr?: unknown } | null)?.usr ?? null;
}

const PAGE_LOAD_NAVIGATION: PublicNavigation = {
  go: (path, options) => (options?.replace ? window.location.replace(path) : window.location.assign(path)),
  get state() {
    return historyState();
  },
};

const PublicNavigationContext = createContext<PublicNavigation>(PAGE_LOAD_NAVIGATION);

export function PublicNavigationProvider({ value, children }: { value: PublicNavigation; children: ReactNode }) {
  return <PublicNavigationContext value={value}>{children}</PublicNavigationContext>;
}

export function usePublicNavigation(): PublicNavigation {
  return useContext(PublicNavigationContext);
}

/** An anchor to a page of the app, through the router when there is one. */
export function PublicLink({ to, ...props }: AnchorProps & { to: string; children: ReactNode }) {
  const { Link } = usePublicNavigation();
  return Link ? <Anchor component={Link} to={to} {...props} /> : <Anchor href={to} {...props} />;
}
