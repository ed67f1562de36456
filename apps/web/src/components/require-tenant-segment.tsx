import type { ReactNode } from 'react';
import { useTenant } from '@/lib/tenant';

/** The talent base lives at base-de-alunos in sabimais and base-de-talentos elsewhere; the other path does not exist. */
export function RequireTenantSegment({
  segment,
  children,
  fallback,
}: {
  segment: 'base-de-talentos' | 'base-de-alunos';
  children: ReactNode;
  fallback: ReactNode;
}) {
  const tenant = useTenant();
  return tenant.talentBaseSegment === segment ? children : fallback;
}
