import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { PageLoader } from './page-loader.tsx';

/** Platform screens need a signed-in person with a confirmed e-mail. */
export function RequireSession() {
  const location = useLocation();
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  if (!session.data) return <Navigate to="/acesso/login" replace state={{ from: location }} />;
  if (!session.data.emailVerified) return <Navigate to="/acesso/verificar-email" replace />;
  return <Outlet />;
}
