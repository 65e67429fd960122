import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNavCategories } from '../../layout/index.ts';
import { useGameMenus } from '../../system/index.ts';
import { LobbyShell } from '../components/lobby-shell.tsx';
import { type LobbyKind, lobbyTitleKey, lobbyVendors } from '../model/lobbies.ts';

/**
 * The /:game lobbies (rng, live, pvp, fish, hot, fav) and the sports / e-sports category
 * pages. /rng?gameClassify=Crash is the crash lobby (spec §2). The games of each vendor
 * arrive with the games catalogue.
 */
export function LobbyPage({ kind }: { kind: LobbyKind }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const { isPending } = useGameMenus(i18n.language);
  const categories = useNavCategories();
  const vendors = useMemo(() => lobbyVendors(kind, categories), [kind, categories]);
  const crash = kind === 'rng' && params.get('gameClassify')?.toLowerCase() === 'crash';
  const title = t(crash ? 'app_lobby_crash' : lobbyTitleKey[kind]);
  return <LobbyShell title={title} vendors={vendors} loading={isPending} />;
}
