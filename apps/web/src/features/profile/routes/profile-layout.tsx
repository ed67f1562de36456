import { Outlet } from 'react-router';

// Placeholder until the profile header and tabs are built (issue 3 work in progress).
export function ProfileLayout() {
  return <Outlet />;
}
