import type { GameCategoryCode, getGameMenus, ValueOf } from '@gamehall/contract';
import { navCategories } from './api/get-game-menus.ts';

export type GameMenu = ValueOf<typeof getGameMenus>[number];
export type MenuVendor = GameMenu['vendors'][number];
export type CategoryCode = (typeof GameCategoryCode.options)[number];

interface CategoryInfo {
  labelKey: string;
  /** Route segment of product §2, without the slash. */
  route: string;
  /**
   * Lobby categories (the /:game routes) open a vendor tab with ?page=; the others are
   * vendor-type menus that launch the provider directly (product §2), which needs a login.
   */
  lobby: boolean;
}

export const categoryInfo: Record<CategoryCode, CategoryInfo> = {
  LIVE: { labelKey: 'hd_live', route: 'live', lobby: true },
  RNG: { labelKey: 'hd_slots', route: 'rng', lobby: true },
  FISH: { labelKey: 'hd_fish', route: 'fish', lobby: true },
  PVP: { labelKey: 'hd_pvp', route: 'pvp', lobby: true },
  SPORTS: { labelKey: 'hd_sports', route: 'sports', lobby: false },
  ESPORTS: { labelKey: 'hd_esports', route: 'esports', lobby: false },
  // Product §2: /elott serves both lottery types.
  LOTT: { labelKey: 'hd_lottery', route: 'elott', lobby: false },
  ELOTT: { labelKey: 'hd_elott', route: 'elott', lobby: false },
};

export interface NavCategory extends CategoryInfo {
  code: CategoryCode;
  vendors: MenuVendor[];
  /** Where the category entry itself leads. */
  href: string;
  /** Artwork path from the server (the split-out ESPORTS may have none: the default path). */
  iconUrl: string;
}

export function vendorHref(category: NavCategory, vassalage: string): string {
  return `/${category.route}?page=${encodeURIComponent(vassalage)}`;
}

function entry(code: CategoryCode, vendors: MenuVendor[], iconUrl?: string): NavCategory {
  const info = categoryInfo[code];
  // Product §2 "Clicking a nav category" sets the first vendor of a lobby category: the
  // lobby's vendor tabs already fall back to the first vendor when ?page= is absent.
  const href = `/${info.route}`;
  return { ...info, code, vendors, href, iconUrl: iconUrl || `/media/category/${code}.svg` };
}

/**
 * The header / side-menu categories from the server's sorting data, in server order:
 * unknown codes and empty categories are dropped, and the brand's e-sports vendors
 * (siteConfig.esportsList) move out of SPORTS into ESPORTS, merged with an ESPORTS
 * category the server may also send.
 */
export function buildNav(menus: GameMenu[] | undefined, esportsList: string[] = []): NavCategory[] {
  const esports = new Set(esportsList.map((code) => code.toUpperCase()));
  const byCode = new Map<CategoryCode, { vendors: MenuVendor[]; iconUrl?: string }>();
  const icons = new Map((menus ?? []).map((m) => [m.gameCategory, m.iconUrl]));
  const add = (code: CategoryCode, vendors: MenuVendor[]) => {
    if (vendors.length === 0) return;
    const before = byCode.get(code)?.vendors ?? [];
    byCode.set(code, { vendors: [...before, ...vendors], iconUrl: icons.get(code) });
  };
  for (const menu of navCategories(menus)) {
    const code = menu.gameCategory as CategoryCode;
    if (code !== 'SPORTS') {
      add(code, menu.vendors);
      continue;
    }
    const isEsport = (v: MenuVendor) => esports.has(v.vassalage.toUpperCase());
    add(
      'SPORTS',
      menu.vendors.filter((v) => !isEsport(v)),
    );
    add('ESPORTS', menu.vendors.filter(isEsport));
  }
  return [...byCode].map(([code, { vendors, iconUrl }]) => entry(code, vendors, iconUrl));
}

/** Every vendor of every menu once (footer provider icons), first occurrence wins. */
export function allVendors(menus: GameMenu[] | undefined): MenuVendor[] {
  const seen = new Map<string, MenuVendor>();
  for (const menu of menus ?? []) {
    for (const v of menu.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v);
  }
  return [...seen.values()];
}

/** Side-menu icon of a category (product §2: each category has an active and an inactive icon). */
export function categoryIcon(category: NavCategory, active: boolean): string {
  const joiner = category.iconUrl.includes('?') ? '&' : '?';
  return `${category.iconUrl}${joiner}state=${active ? 'active' : 'inactive'}`;
}
