import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { JackpotBanner } from '../../jackpot/index.ts';
import { useGameMenus, useNavCategories } from '../../system/index.ts';
import { CRASH_TAB } from '../api/get-game-list.ts';
import { GameBrowser } from '../components/game-browser.tsx';
import { GameCollection } from '../components/game-collection.tsx';
import { LobbyShell } from '../components/lobby-shell.tsx';
import { RoomPickerDialog } from '../components/room-picker-dialog.tsx';
import { VendorGamesDialog } from '../components/vendor-games-dialog.tsx';
import { useLaunch } from '../hooks/use-launch.ts';
import {
  isCrashLobby,
  type LobbyKind,
  lobbyCategory,
  lobbyTitleKey,
  lobbyVendors,
} from '../model/lobbies.ts';

/**
 * The /:game lobbies (rng, live, pvp, fish, hot, fav) and the sports / e-sports category
 * pages. /rng?gameClassify=Crash is the crash lobby (product §2): one list of every
 * vendor's crash games. The slots lobby opens with the jackpot's banner (decision 035).
 */
export function LobbyPage({ kind }: { kind: LobbyKind }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const { isPending } = useGameMenus(i18n.language);
  const categories = useNavCategories();
  const vendors = useMemo(() => lobbyVendors(kind, categories), [kind, categories]);
  const crash = isCrashLobby(kind, params);
  const title = t(crash ? 'app_lobby_crash' : lobbyTitleKey[kind]);
  const { play, popup, closePopup, rooms, closeRooms } = useLaunch();
  const collection = kind === 'hot' || kind === 'fav';
  return (
    <>
      <LobbyShell
        title={title}
        vendors={vendors}
        loading={isPending}
        // The slots lobby shows the in-house slots' progressive jackpot above its games.
        intro={kind === 'rng' && !crash ? <JackpotBanner /> : undefined}
        renderVendor={(vendor) => (
          <GameBrowser
            key={vendor.vassalage}
            vassalage={vendor.vassalage}
            vendorName={vendor.displayName}
            gameType={lobbyCategory[kind] ?? undefined}
            onPlay={play}
          />
        )}
      >
        {collection ? (
          <GameCollection kind={kind} title={title} onPlay={play} />
        ) : crash ? (
          <GameBrowser vendorName={t('games_all_crash')} {...CRASH_TAB} onPlay={play} />
        ) : undefined}
      </LobbyShell>
      <VendorGamesDialog
        popup={popup}
        onClose={closePopup}
        onPlay={(game, mode) => play(game, mode, true)}
      />
      <RoomPickerDialog
        choice={rooms}
        onClose={closeRooms}
        onPick={(choice, roomId) => play(choice.game, choice.mode, true, roomId)}
      />
    </>
  );
}
