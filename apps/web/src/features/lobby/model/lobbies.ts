import type { GameCategoryCode, getGameMenus, ValueOf } from '@gamehall/contract';

export type MenuVendor = ValueOf<typeof getGameMenus>[number]['vendors'][number];

/** The /:game lobbies of product §2 plus the category pages that list vendors the same way. */
export type LobbyKind = 'live' | 'rng' | 'hot' | 'fav' | 'fish' | 'pvp' | 'sports' | 'esports';

/** A category code as the game calls take it (LIVE, RNG…). */
export type GameType = (typeof GameCategoryCode.options)[number];

/** The menu category each lobby lists; hot and favourites gather from every category. */
export const lobbyCategory: Record<LobbyKind, GameType | null> = {
  live: 'LIVE',
  rng: 'RNG',
  fish: 'FISH',
  pvp: 'PVP',
  sports: 'SPORTS',
  esports: 'ESPORTS',
  hot: null,
  fav: null,
};

/** Headings reuse the navigation's category labels (hd_*) so both always agree. */
export const lobbyTitleKey: Record<LobbyKind, string> = {
  live: 'hd_live',
  rng: 'hd_slots',
  fish: 'hd_fish',
  pvp: 'hd_pvp',
  sports: 'hd_sports',
  esports: 'hd_esports',
  hot: 'app_lobby_hot',
  fav: 'app_lobby_fav',
};

interface CategoryVendors {
  code: string;
  vendors: MenuVendor[];
}

/** Each vendor once, first occurrence wins (a vendor may serve several categories). */
function unique(vendors: MenuVendor[]): MenuVendor[] {
  const seen = new Map<string, MenuVendor>();
  for (const v of vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v);
  return [...seen.values()];
}

/** The vendor tabs of a lobby, from the navigation's categories (server order). */
export function lobbyVendors(kind: LobbyKind, categories: CategoryVendors[]): MenuVendor[] {
  const code = lobbyCategory[kind];
  if (code) return categories.find((c) => c.code === code)?.vendors ?? [];
  const all = categories.flatMap((c) => c.vendors);
  return unique(kind === 'hot' ? all.filter((v) => v.isHot === 1) : all);
}

/** The vendors of the given menu categories, merged (the lottery pages list LOTT and ELOTT). */
export function vendorsOf(codes: readonly string[], categories: CategoryVendors[]): MenuVendor[] {
  return unique(categories.filter((c) => codes.includes(c.code)).flatMap((c) => c.vendors));
}

/** /rng?gameClassify=Crash: the crash lobby, one list of every vendor's crash games (product §2). */
export const isCrashLobby = (kind: LobbyKind, params: URLSearchParams) =>
  kind === 'rng' && params.get('gameClassify')?.toLowerCase() === 'crash';

/** The vendor tab a lobby opens at: the one named in ?page=, else the first. */
export const selectedVendor = <V extends { vassalage: string }>(
  vendors: V[],
  wanted: string | null,
): V | undefined => vendors.find((v) => v.vassalage === wanted) ?? vendors[0];
