import { Navigate, Outlet, useLocation } from 'react-router';
import { useSiteConfig } from '../features/system/index.ts';
import { useSession } from '../lib/session-store.ts';
import { guardRedirect } from './guard.ts';
import { ScrollRestoration } from './scroll-restoration.tsx';

/** Every route passes here: the product §2 login guard, then scroll handling. */
export function RootRoute() {
  const { pathname } = useLocation();
  const hasToken = useSession((s) => s.token !== null);
  const loginedToHomePage = useSiteConfig().data?.loginedToHomePage ?? false;
  const target = guardRedirect({ pathname, loginedToHomePage, hasToken });
  if (target) return <Navigate to={target} replace />;
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
