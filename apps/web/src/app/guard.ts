/**
 * Product §2 route guard: only when the brand's loginedToHomePage is on, a visitor without
 * a session token who opens any other path is sent to /login. The open paths are the
 * product's list as written (it names /download although the page lives at /down).
 */
export const OPEN_PATHS: ReadonlySet<string> = new Set([
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
]);

export interface GuardInput {
  pathname: string;
  loginedToHomePage: boolean;
  hasToken: boolean;
}

/** Where to send the visitor instead, or null to let them through. */
export function guardRedirect({
  pathname,
  loginedToHomePage,
  hasToken,
}: GuardInput): string | null {
  if (!loginedToHomePage || hasToken) return null;
  // A trailing slash names the same page (/helpmc/ is /helpmc).
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return OPEN_PATHS.has(path) ? null : '/login';
}
