import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router';
import { BareLayout } from './layouts/bare-layout.tsx';
import { FullLayout } from './layouts/full-layout.tsx';
import { HeaderOnlyLayout } from './layouts/header-only-layout.tsx';
import { type LazyPage, LazyRoute } from './lazy-page.tsx';
import { pages } from './pages.ts';
import { RootRoute } from './root-route.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

const page = (path: string, lazy: LazyPage): RouteObject => ({
  path,
  element: <LazyRoute page={lazy} />,
  handle: lazy,
});

/**
 * The route table of product §2 with each page's layout. The /:game lobbies (rng, live,
 * pvp, fish, hot, fav) are listed one by one: any other segment falls to the not-found
 * page, and each lobby can sit in its own page group.
 */
export const routes: RouteObject[] = [
  {
    Component: RootRoute,
    children: [
      { index: true, element: <Navigate to="/index" replace /> },
      {
        element: <FullLayout />,
        children: [
          page('index', pages.home),
          page('index.html', pages.home),
          page('register', pages.register),
          page('register.html', pages.register),
          page('login', pages.login),
          page('noticePage', pages.notice),
          page('vip', pages.vip),
          page('promotions', pages.promotions),
          page('promoDetail', pages.promoDetail),
          page('help', pages.help),
          page('down', pages.download),
          page('join', pages.join),
          page('elott', pages.elott),
          page('sports', pages.sports),
          page('esports', pages.esports),
          page('fish', pages.fish),
          page('pvp', pages.pvp),
          page('live', pages.live),
          page('rng', pages.rng),
          page('hot', pages.hot),
          page('fav', pages.fav),
          page('verify', pages.verify),
          page('responsible-gaming', pages.responsibleGaming),
          page('*', pages.notFound),
        ],
      },
      { element: <FullLayout sideMenu={false} />, children: [page('pointMall', pages.pointMall)] },
      {
        element: <HeaderOnlyLayout />,
        children: [
          page('vnlottery', pages.vnlottery),
          page('seaLottery', pages.seaLottery),
          page('seamless', pages.seamless),
          page('game', pages.game),
        ],
      },
      { element: <HeaderOnlyLayout hideNav />, children: [page('lottery', pages.lottery)] },
      { element: <BareLayout />, children: [page('helpmc', pages.help)] },
    ],
  },
];

const routeAt = (pathname: string) =>
  matchRoutes(routes, pathname)?.at(-1)?.route.handle as LazyPage | undefined;

/**
 * Asks for the first data of the page at `pathname` that needs no config (LazyPage.early);
 * resolves once it is in, or failed, and never rejects.
 */
export async function preloadEarly(pathname: string): Promise<void> {
  await routeAt(pathname)?.early();
}

/**
 * Loads the page at `pathname` (its chunk and text area) without rendering it, then asks
 * for the data it shows first (PagePrefetch): boot calls it while the brand's texts load
 * (issue 20: first paint). Resolves once the chunk is in (not waiting for the data) and
 * never rejects: a failure is left to the route, which shows the chunk error.
 */
export async function preloadPage(
  pathname: string,
  at: { language: string; search: string },
): Promise<void> {
  const lazy = routeAt(pathname);
  if (!lazy) return;
  void lazy.prefetch(at);
  await lazy.load().catch(() => undefined);
}

function RouteTable() {
  return useRoutes(routes);
}

/** The routed site; render inside a router (BrowserRouter, MemoryRouter in tests). */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <RouteTable />
    </RouteErrorBoundary>
  );
}
