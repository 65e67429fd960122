import type { QueryClient } from '@tanstack/react-query';
import { buildNav, gameMenusQuery, siteConfigQuery } from '../system/index.ts';
import { CRASH_TAB, gameListQuery, type LobbyTab, tabPageQuery } from './api/get-game-list.ts';
import {
  isCrashLobby,
  type LobbyKind,
  lobbyCategory,
  lobbyVendors,
  selectedVendor,
} from './model/lobbies.ts';

/** The tab a vendor lobby opens at, from the game menus (asked for at boot already). */
async function openingTab(
  client: QueryClient,
  kind: LobbyKind,
  params: URLSearchParams,
  language: string,
) {
  const [menus, config] = await Promise.all([
    client.fetchQuery(gameMenusQuery(language)),
    client.fetchQuery(siteConfigQuery()),
  ]);
  const vendors = lobbyVendors(kind, buildNav(menus, config.esportsList));
  const vendor = selectedVendor(vendors, params.get('page'));
  return vendor && { vassalage: vendor.vassalage, gameType: lobbyCategory[kind] ?? undefined };
}

/**
 * The first page of games a lobby opens at (the tab in ?page= or the first vendor's; the
 * crash list), asked for beside the lobby's code at boot rather than once it has rendered
 * (issue 20: first paint); boot asks for the slots lobby's jackpot earlier still
 * (app/pages.ts). The hot and favourite lobbies list games of their own.
 */
export async function prefetchLobby(
  kind: LobbyKind,
  { language, search }: { language: string; search: string },
  client: QueryClient,
) {
  if (kind === 'hot' || kind === 'fav') return;
  const params = new URLSearchParams(search);
  const crash = isCrashLobby(kind, params);
  const tab: LobbyTab | undefined = crash
    ? CRASH_TAB
    : await openingTab(client, kind, params, language);
  if (tab) await client.prefetchQuery(gameListQuery({ language, ...tabPageQuery(tab, 1) }));
}
