import { DIALOG_BANNER_GROUPS, IMAGE_HOST_META, withImageHost } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { htmlText } from '../../lib/html-text.ts';
import { maintenanceActive } from '../../settings/access.ts';
import { pickOne } from './pick-one.ts';
import * as repo from './repo.ts';

export interface FirstScreen {
  /** Goes in the page's head: the image host the screen used, for the site to keep. */
  head: string;
  /** Goes in the shell's main area. */
  body: string;
}

/** The paths whose page opens with the home banners. */
const HOME_PATHS = new Set(['/', '/index']);
/** A new or changed banner reaches the first screen within this long. */
const BANNER_TTL_MS = 5_000;

/**
 * The home page's largest paint is its first banner; with only the script to ask for it,
 * a phone saw it about 2.7 s after the page arrived (Lighthouse's mobile settings). The
 * page now carries it: the first home banner as an image in the shell, on the image host
 * the site then keeps (so it is fetched once), in the order the carousel shows them.
 * Images not on this site (the CSP admits no other) and a site in maintenance get none.
 */
export function firstScreenOf(app: FastifyInstance) {
  let cached: { at: number; image: string | null } | undefined;
  const firstBanner = async () => {
    if (cached && Date.now() - cached.at < BANNER_TTL_MS) return cached.image;
    const rows = await repo.activeBanners(app.database.db);
    const first = rows.find((b) => !DIALOG_BANNER_GROUPS.has(b.group))?.imageUrl;
    const image = first?.startsWith('/') && !first.startsWith('//') ? first : null;
    cached = { at: Date.now(), image };
    return image;
  };
  return async (path: string): Promise<FirstScreen | null> => {
    if (!HOME_PATHS.has(path)) return null;
    const { settings, access } = await app.settings.get();
    if (maintenanceActive(access, Date.now())) return null;
    const image = await firstBanner();
    if (!image) return null;
    const host = pickOne(settings.imageCDNs);
    return {
      head: `<meta name="${IMAGE_HOST_META}" content="${htmlText(host)}">`,
      body: `<img class="boot-banner" src="${htmlText(withImageHost(image, host))}" alt="" fetchpriority="high">`,
    };
  };
}
