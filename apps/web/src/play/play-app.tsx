import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeUnknown } from '../lib/idempotent-attempt.ts';
import { BaccaratGame } from './baccarat/baccarat-game.tsx';
import { CrashGame } from './crash/crash-game.tsx';
import { kindOf } from './engines.ts';
import { GameFrame, NoticePage } from './frame/game-frame.tsx';
import { RoundAlert } from './frame/round-alert.tsx';
import type { LaunchParams } from './launch-params.ts';
import { RouletteGame } from './roulette/roulette-game.tsx';
import { openSessionQuery } from './session/open-session.ts';
import { PlaySessionProvider } from './session/play-session.tsx';
import { SlotGame } from './slots/slot-game.tsx';

// The live tables come in their own chunk: a slot or crash player never downloads them.
const LiveTableGame = lazy(() => import('./live/live-table-game.tsx'));
// The fish game's canvas sea too: only its players download it.
const FishGame = lazy(() => import('./fish/fish-game.tsx'));
// The PVP card rooms too (decision 036).
const PvpRoomGame = lazy(() => import('./pvp/pvp-room-game.tsx'));

/** The in-house game page (play.html): opens the launch token's session and plays its engine. */
export function PlayApp({ launch, client }: { launch: LaunchParams; client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <PlayPage launch={launch} />
    </QueryClientProvider>
  );
}

function PlayPage({ launch }: { launch: LaunchParams }) {
  const { t } = useTranslation();
  if (!launch.token) {
    return (
      <NoticePage title={t('play_no_game')}>
        <p>{t('play_no_token')}</p>
      </NoticePage>
    );
  }
  // An engine this page cannot play yet: say so without using up the launch token.
  if (launch.engine && !kindOf(launch.engine)) return <Unavailable />;
  // A card room needs the room the lobby picked: without one, keep the launch token unused.
  if (kindOf(launch.engine) === 'pvp' && !launch.room) return <NoRoom />;
  return <OpenedGame token={launch.token} room={launch.room ?? ''} />;
}

function OpenedGame({ token, room }: { token: string; room: string }) {
  const { t } = useTranslation();
  const opened = useQuery(openSessionQuery(token));
  if (opened.isPending) {
    return (
      <NoticePage title={t('play_opening_title')}>
        <p role="status">{t('play_opening')}</p>
      </NoticePage>
    );
  }
  if (opened.isError) {
    return (
      <NoticePage title={t('play_open_failed')}>
        <RoundAlert
          error={opened.error}
          canRetry={outcomeUnknown(opened.error)}
          onRetry={() => void opened.refetch()}
        />
        <p>{t('play_launch_again')}</p>
      </NoticePage>
    );
  }
  const { engine } = opened.data.game;
  const kind = kindOf(engine);
  return (
    <PlaySessionProvider token={token} initial={opened.data}>
      {/* Crash, the live tables and the card rooms prove their rounds in their own panels. */}
      <GameFrame seeds={kind !== 'crash' && kind !== 'live' && kind !== 'pvp'}>
        {kind === 'slot' && <SlotGame engine={engine} />}
        {kind === 'roulette' && <RouletteGame />}
        {kind === 'baccarat' && <BaccaratGame />}
        {kind === 'crash' && <CrashGame />}
        {kind === 'live' && (
          <Suspense fallback={<p role="status">{t('play_loading_game')}</p>}>
            <LiveTableGame />
          </Suspense>
        )}
        {kind === 'fish' && (
          <Suspense fallback={<p role="status">{t('play_loading_game')}</p>}>
            <FishGame />
          </Suspense>
        )}
        {kind === 'pvp' && (
          <Suspense fallback={<p role="status">{t('play_loading_game')}</p>}>
            <PvpRoomGame room={room} />
          </Suspense>
        )}
        {kind === null && <p role="status">{t('play_unavailable')}</p>}
      </GameFrame>
    </PlaySessionProvider>
  );
}

function NoRoom() {
  const { t } = useTranslation();
  return (
    <NoticePage title={t('pvp_no_room_title')}>
      <p>{t('pvp_no_room')}</p>
    </NoticePage>
  );
}

function Unavailable() {
  const { t } = useTranslation();
  return (
    <NoticePage title={t('play_unavailable_title')}>
      <p>{t('play_unavailable')}</p>
    </NoticePage>
  );
}
