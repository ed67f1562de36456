import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { notifyForbidden } from '@/lib/notify';
import { useRouteHandle } from '@/lib/route-handle';
import { useCan } from '@/lib/session';

function Forbidden() {
  useEffect(() => notifyForbidden(), []);
  return <Navigate to="/plataforma/home" replace />;
}

/** Each screen declares the capability it needs in its route handle; a role without it goes home. */
export function RequireCapability() {
  const handle = useRouteHandle();
  const can = useCan();
  if (handle?.capability && !can(handle.capability)) return <Forbidden />;
  return <Outlet />;
}
