import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoundAlert } from '../frame/round-alert.tsx';
import { isSessionEnded } from '../session/play-error.ts';
import { usePlaySession } from '../session/play-session.tsx';
import { BetForm } from './bet-form.tsx';
import styles from './crash.module.css';
import { CrashFairPanel } from './crash-fair-panel.tsx';
import { CrashHistory } from './crash-history.tsx';
import { type CrashBet, type CrashState, crashStateQuery } from './get-crash-state.ts';
import { MultiplierDisplay } from './multiplier-display.tsx';
import { MyBet } from './my-bet.tsx';
import type { Placed } from './place-bet.ts';
import { PlayersTable } from './players-table.tsx';
import { useCrashLive } from './use-crash-live.ts';

/** The in-house crash game: one shared round, watched live, a bet and a cash-out per round. */
export function CrashGame() {
  const { t } = useTranslation();
  const { session, end } = usePlaySession();
  const state = useQuery(crashStateQuery(session.sessionId));
  const { refetch } = state;
  const refresh = useCallback(() => void refetch(), [refetch]);
  useEffect(() => {
    if (isSessionEnded(state.error)) end();
  }, [state.error, end]);

  if (state.isPending) return <p role="status">{t('play_loading_game')}</p>;
  // A later fetch that fails keeps the game on screen with what it had.
  if (!state.data) return <RoundAlert error={state.error} canRetry onRetry={refresh} />;
  return <CrashTable state={state.data} receivedAt={state.dataUpdatedAt} refresh={refresh} />;
}

const settled = (bet: CrashBet) => bet.status !== 'ACTIVE';

/**
 * The newer of two views of this page's bet: the state call's and the last answer of a bet
 * or cash-out (the state call may have been answered before it).
 */
function newestBet(fromState: CrashBet | null, fromAction: CrashBet | null) {
  if (!fromState || !fromAction) return fromState ?? fromAction;
  if (fromState.roundId !== fromAction.roundId) {
    return fromState.roundId > fromAction.roundId ? fromState : fromAction;
  }
  return settled(fromAction) && !settled(fromState) ? fromAction : fromState;
}

function CrashTable({
  state,
  receivedAt,
  refresh,
}: {
  state: CrashState;
  receivedAt: number;
  refresh: () => void;
}) {
  const { t } = useTranslation();
  const { session, ended, moved } = usePlaySession();
  const seed = useMemo(() => ({ snapshot: state, receivedAt }), [state, receivedAt]);
  const live = useCrashLive(seed, refresh);
  const { round, players, history, offset } = live.state;
  const [ownBet, setOwnBet] = useState<CrashBet | null>(null);
  const newest = newestBet(state.myBet, ownBet);
  const bet = newest && round && newest.roundId === round.id ? newest : null;

  // The balance, and the win of a bet that ended, as the server now has them: the frame
  // shows them and tells the site when they changed.
  useEffect(() => {
    const { myBet } = state;
    moved(state.balance, myBet && settled(myBet) ? (myBet.win ?? 0) : undefined);
  }, [state, moved]);

  // The server cashed the bet out by itself (its auto cash-out): a cash-out at that very
  // multiplier for that stake is taken as this page's, and the state call confirms it.
  const autoAsked = useRef<number | null>(null);
  useEffect(() => {
    if (bet?.status !== 'ACTIVE' || bet.autoCashout === null) return;
    if (autoAsked.current === bet.roundId) return;
    if (players.some((p) => p.cashedOutAt === bet.autoCashout && p.stake === bet.stake)) {
      autoAsked.current = bet.roundId;
      refresh();
    }
  }, [players, bet, refresh]);

  const answered = (answer: Placed, win?: number) => {
    setOwnBet(answer.bet);
    moved(answer.balance, win);
    refresh();
  };

  return (
    <section className={styles.game} aria-label={t('play_crash_game')}>
      <div className={styles.stage}>
        <MultiplierDisplay
          round={round}
          offset={offset}
          reconnecting={live.link === 'reconnecting'}
        />
        <CrashHistory history={history} />
      </div>
      <div className={styles.side}>
        <BetForm
          limits={state.limits}
          open={round?.phase === 'BETTING' && bet === null && !ended}
          roundId={round?.id ?? null}
          onPlaced={(answer) => answered(answer)}
        />
        <MyBet
          round={round}
          offset={offset}
          bet={bet}
          onCashedOut={(answer) => answered(answer, answer.bet.win ?? 0)}
          onBetOver={refresh}
        />
      </div>
      <PlayersTable players={players} currency={session.currencySymbol} />
      <CrashFairPanel history={history} />
    </section>
  );
}
