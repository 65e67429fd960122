import type {
  getAnnouncements,
  getGameMenus,
  getHelpCenter,
  getStatus,
  ValueOf,
} from '@gamehall/contract';
import type { Queryable } from '../../db/client.ts';
import { locate } from '../../lib/geo.ts';
import { contentOrder, localized } from '../../lib/localized.ts';
import { isRestricted, maintenanceActive } from '../../settings/access.ts';
import type { SettingsSnapshot } from '../../settings/store.ts';
import { menuCategories, shownCategory } from '../games/index.ts';
import { pickOne } from './pick-one.ts';
import * as repo from './repo.ts';

/**
 * Product §4: maintenance is shown first, then region restriction. CDNs are picked per
 * call so load spreads over every host the operator lists.
 */
export function status(
  snap: SettingsSnapshot,
  rawIp: string,
  nowMs: number,
): ValueOf<typeof getStatus> {
  const { settings, access } = snap;
  const location = locate(rawIp);
  const maintenance = maintenanceActive(access, nowMs);
  const restricted = isRestricted(access, location.ip, location.country);
  return {
    status: maintenance ? 1 : restricted ? 2 : 0,
    maintenance,
    regionRestriction: restricted,
    maintenanceEnd: maintenance ? settings.maintenance.end : null,
    location,
    imageCDN: pickOne(settings.imageCDNs),
    launchGameCDN: pickOne(settings.launchGameCDNs),
    analytics: settings.analytics,
  };
}

const noticeKeys = { PL: 'player', PU: 'popup', PR: 'promotion', H: 'home' } as const;

export async function announcements(
  q: Queryable,
  query: { types: string; language?: string | undefined },
  snap: SettingsSnapshot,
  now: Date,
): Promise<ValueOf<typeof getAnnouncements>> {
  const wanted = new Set(query.types.split(','));
  const order = contentOrder(snap.settings.site, query.language);
  const noticeTypes = Object.keys(noticeKeys).filter((t) => wanted.has(t));
  const [notices, bannerRows] = await Promise.all([
    repo.activeNotices(q, noticeTypes, now),
    wanted.has('B') ? repo.activeBanners(q) : Promise.resolve([]),
  ]);
  const value: ValueOf<typeof getAnnouncements> = {
    player: [],
    popup: [],
    promotion: [],
    home: [],
    banners: bannerRows.map(({ id, group, title, imageUrl, url, translations }) => ({
      id,
      group,
      ...localized({ title }, translations, order),
      imageUrl,
      url,
    })),
  };
  for (const n of notices) {
    const key = noticeKeys[n.type as keyof typeof noticeKeys];
    if (!key) continue;
    value[key].push({
      id: n.id,
      type: n.type as keyof typeof noticeKeys,
      ...localized({ title: n.title, content: n.content }, n.translations, order),
      createdAt: n.createdAt.toISOString(),
    });
  }
  return value;
}

export async function helpCenter(
  q: Queryable,
  language: string | undefined,
  snap: SettingsSnapshot,
): Promise<ValueOf<typeof getHelpCenter>> {
  const { categories, articles } = await repo.helpCentre(q);
  const order = contentOrder(snap.settings.site, language);
  return {
    categories: categories.map((c) => ({
      id: c.id,
      code: c.code,
      ...localized({ title: c.title }, c.translations, order),
      articles: articles
        .filter((a) => a.categoryId === c.id)
        .map(({ id, code, title, content, translations }) => ({
          id,
          code,
          ...localized({ title, content }, translations, order),
        })),
    })),
  };
}

/**
 * Categories in sort order, each with its vendors; empty categories stay (the site
 * drops them). Vendors on the brand's e-sports list move from SPORTS to ESPORTS.
 */
export async function gameMenus(
  q: Queryable,
  snap: SettingsSnapshot,
): Promise<ValueOf<typeof getGameMenus>> {
  const { categories, vendors } = await menuCategories(q);
  const esports = new Set(snap.settings.site.esportsList);
  return categories.map((c) => ({
    gameCategory: c.code,
    sort: c.sort,
    labelKey: c.labelKey,
    iconUrl: `/media/category/${c.code}.svg`,
    vendors: vendors
      .filter((v) => shownCategory(v.category, v.code, esports) === c.code)
      .map((v) => ({
        vassalage: v.code,
        displayName: v.displayName,
        iconUrl: v.iconUrl,
        isHot: v.isHot === 1 ? 1 : 0,
      })),
  }));
}
