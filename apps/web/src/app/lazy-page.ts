import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { CataloguePart } from '@/lib/catalogue-parts';
import { loadNamespaces } from '@/lib/i18n';

/**
 * A route whose component arrives in its own chunk when the route is first visited, with the
 * catalogue parts it reads (lib/catalogue-parts.ts).
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  texts: readonly CataloguePart[] = [],
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await Promise.all([load(), loadNamespaces(texts)]))[0] }) };
}

export const loadNotFoundPage = async () => (await import('@/features/placeholder/routes/not-found-page')).NotFoundPage;
