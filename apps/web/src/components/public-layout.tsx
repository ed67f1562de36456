import { useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { type PublicNavigation, PublicNavigationProvider } from '@/lib/public-navigation';
import { PublicFrame } from './public-frame.tsx';

/** The public pages inside the router: the frame, with the router's links and navigation. */
export function PublicLayout() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const navigation = useMemo<PublicNavigation>(
    () => ({ go: (path, options) => void navigate(path, options), state, Link }),
    [navigate, state],
  );
  return (
    <PublicNavigationProvider value={navigation}>
      <PublicFrame>
        <Outlet />
      </PublicFrame>
    </PublicNavigationProvider>
  );
}
