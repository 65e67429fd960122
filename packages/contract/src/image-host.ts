/**
 * Where the site's images come from: the status call names an image host (one of the
 * brand's `imageCDNs`), and the server's first screen names the one it used (decision 025).
 * Both the site and the server put a path on a host with this one rule.
 */

const absolute = /^https?:\/\//i;

/**
 * `path` on the image host `cdn`: an http(s) origin or a path prefix ('/cdn') goes in
 * front of a root-relative path ('/media/…'); '' or '/' (this server), anything else,
 * and paths that are already absolute (https:, data:, //host) leave `path` as it is.
 */
export function withImageHost(path: string, cdn: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const base = cdn.trim().replace(/\/+$/, '');
  const prefix = absolute.test(base) || (base.startsWith('/') && !base.startsWith('//'));
  return prefix ? base + path : path;
}

/** Banner groups that belong to the login and register dialogs, not the home page. */
export const DIALOG_BANNER_GROUPS: ReadonlySet<string> = new Set(['w_login', 'w_register']);

/** The name of the meta tag in which the server's first screen names its image host. */
export const IMAGE_HOST_META = 'gamehall-image-host';
