import { GameCategoryCode, getGameMenus } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const gameMenusQuery = (language: string) =>
  queryOptions({
    queryKey: ['system', 'gameMenus', language],
    queryFn: () => call(getGameMenus, { query: { platform: 'web', language } }),
    staleTime: 5 * 60_000,
  });

export const useGameMenus = (language: string) => useQuery(gameMenusQuery(language));

const knownCodes = new Set<string>(GameCategoryCode.options);

/** Product §2: only categories with at least one vendor and a known code make the nav. */
export function navCategories<T extends { gameCategory: string; vendors: unknown[] }>(
  menus: T[] | undefined,
): T[] {
  return (menus ?? []).filter((m) => knownCodes.has(m.gameCategory) && m.vendors.length > 0);
}
