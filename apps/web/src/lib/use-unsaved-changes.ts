import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * Which forms on screen hold changes not yet saved. Every form registers here (useUnsavedChanges); one
 * guard (components/unsaved-changes-guard.tsx) asks before the page changes or closes while any does.
 * React Router keeps one navigation blocker per router, so the forms do not block themselves.
 */
const unsaved = new Set<symbol>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Marks one form as holding unsaved changes; the function returned unmarks it (idempotent). */
export function registerUnsavedChanges(): () => void {
  const token = Symbol('unsaved changes');
  unsaved.add(token);
  changed();
  return () => {
    if (unsaved.delete(token)) changed();
  };
}

export function hasUnsavedChanges(): boolean {
  return unsaved.size > 0;
}

export function subscribeUnsavedChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

interface Place {
  pathname: string;
  search: string;
}

/**
 * Whether leaving `from` for `to` must ask first: with unsaved changes, any other screen or tab (the
 * path, or a query such as the student tabs' ?aba=), but not a move within the page (#hash), and not the
 * way to the sign-in page (signing out, or a session that ended: there is nothing left to save there).
 */
export function leavingLosesChanges(from: Place, to: Place): boolean {
  if (!hasUnsavedChanges()) return false;
  if (to.pathname.startsWith('/acesso/')) return false;
  return from.pathname !== to.pathname || from.search !== to.search;
}

/** Re-renders when forms start or stop holding unsaved changes. */
export function useHasUnsavedChanges(): boolean {
  return useSyncExternalStore(subscribeUnsavedChanges, hasUnsavedChanges, () => false);
}

/**
 * A form's part in the unsaved-changes prompt: pass whether it differs from what was saved (react-hook-form's
 * `formState.isDirty`). A form is clean again once it is saved and reset, or unmounted. The function
 * returned unmarks the form at once, for a save that navigates away in the same handler, before React has
 * rendered the reset form.
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const release = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const unregister = registerUnsavedChanges();
    release.current = unregister;
    return () => {
      unregister();
      if (release.current === unregister) release.current = null;
    };
  }, [dirty]);
  return useCallback(() => release.current?.(), []);
}
