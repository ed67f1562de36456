import { useLayoutEffect, useSyncExternalStore } from 'react';

/** One step of a breadcrumb after "Início": a link, or (the last one) the page itself. */
export interface Crumb {
  label: string;
  /** Where the step leads; the current page has none. */
  to?: string;
  /** Router state the link carries (a profile's origin, so its tabs keep their way back). */
  state?: unknown;
}

type Trail = readonly Crumb[];

let current: Trail | null = null;
const listeners = new Set<() => void>();

function publish(next: Trail | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A screen whose parents the route table cannot know (a person's profile: the list it was opened from,
 * the person's name) names them here; the header's breadcrumb shows them instead of "Início › <page>"
 * while the screen is mounted. Set before paint, so the generic trail never flashes.
 */
export function useBreadcrumbTrail(trail: Trail | null): void {
  // The trail is compared by content: a screen builds a new array on every render.
  const key = trail ? JSON.stringify(trail) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the trail's content
  useLayoutEffect(() => {
    if (!trail) return;
    publish(trail);
    return () => {
      if (current === trail) publish(null);
    };
  }, [key]);
}

/** The trail the current screen set, or null (the shell then shows "Início › <page title>"). */
export function useCurrentBreadcrumbTrail(): Trail | null {
  return useSyncExternalStore(subscribe, () => current);
}
