import { useEffect } from 'react';
import { useTenant } from './tenant.tsx';

/** "<page> · <tenant>" in the browser tab, so open tabs of different tenants can be told apart. */
export function useDocumentTitle(page: string | null | undefined): void {
  const { name } = useTenant();
  useEffect(() => {
    document.title = page ? `${page} · ${name}` : name;
  }, [page, name]);
}
