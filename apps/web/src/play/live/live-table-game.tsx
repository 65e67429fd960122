import { LIVE_ENGINES, type LiveTableEngine } from '@gamehall/games';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoundAlert } from '../frame/round-alert.tsx';
import { toMajor } from '../money.ts';
import { isSessionEnded } from '../session/play-error.ts';
import { usePlaySession } from '../session/play-session.tsx';
import { ChipSelect } from '../tables/chip-select.tsx';
import { SlipActions } from '../tables/slip-actions.tsx';
import { useTableSlip } from '../tables/use-table-slip.ts';
import { BlackjackTable } from './blackjack-table.tsx';
import { useReading } from './clock.ts';
import { fightCardOf } from './cockfight.ts';
import { DecisionPanel, type DecisionTime } from './decision-panel.tsx';
import { DecisionTableStage } from './decision-stage.tsx';
import {
  betsOf,
  currentDecisions,
  type DecidedAnswer,
  decidedSpots,
  decisionEngineOf,
  decisionWin,
} from './decision-table.ts';
import { FightCardPanel } from './fight-card.tsx';
import { FightSchedule, scheduleOf } from './fight-schedule.tsx';
import { type LiveSlip, type LiveTableState, liveStateQuery } from './get-live-state.ts';
import styles from './live.module.css';
import { LiveBoard } from './live-board.tsx';
import { useLiveDecide } from './live-decide.ts';
import { LiveFairPanel } from './live-fair-panel.tsx';
import { LiveHeader } from './live-header.tsx';
import { LiveRoad } from './live-road.tsx';
import { LiveRules } from './live-rules.tsx';
import { MyLiveBets } from './my-live-bets.tsx';
import { placedOn, roundWin, slipsOn } from './my-slips.ts';
import { dealtOf, spotResults } from './outcome.ts';
import { usePlaceLiveBet } from './place-live-bet.ts';
import { spotName } from './spot-names.ts';
import { TableResult } from './table-result.tsx';
import { useLiveTable } from './use-live-table.ts';

// biome-ignore lint/suspicious/noExplicitAny: any engine's outcome
type Engine = LiveTableEngine<any>;

/** A dealt round's wins may reach the wallet a moment after the deal: asked once more then. */
const SETTLE_RECHECK_MS = 2_000;

/**
 * A shared live table (decision 034): sic bo, fish-prawn-crab, xóc đĩa, fan tan, dragon
 * tiger, niu niu or cockfight, by the session's engine; or a table where players decide
 * between the deal and the result (three card poker, casino hold'em; blackjack, in steps:
 * blackjack-table.tsx). Lazy
 * (play-app.tsx): its own chunk.
 */
export default function LiveTableGame() {
  const { t } = useTranslation();
  const { session, end } = usePlaySession();
  const state = useQuery(liveStateQuery(session.sessionId));
  const { refetch } = state;
  const refresh = useCallback(() => void refetch(), [refetch]);
  useEffect(() => {
    if (isSessionEnded(state.error)) end();
  }, [state.error, end]);

  if (state.isPending) return <p role="status">{t('play_loading_game')}</p>;
  // A later fetch that fails keeps the table on screen with what it had.
  if (!state.data) return <RoundAlert error={state.error} canRetry onRetry={refresh} />;
  const engine = LIVE_ENGINES[state.data.table.engine];
  if (!engine) return <p role="status">{t('play_unavailable')}</p>;
  return (
    <LiveTable
      engine={engine}
      state={state.data}
      receivedAt={state.dataUpdatedAt}
      refresh={refresh}
    />
  );
}

function LiveTable({
  engine,
  state,
  receivedAt,
  refresh,
}: {
  engine: Engine;
  state: LiveTableState;
  receivedAt: number;
  refresh: () => void;
}) {
  const { t } = useTranslation();
  const { session, ended, moved } = usePlaySession();
  const currency = session.currencySymbol;
  const seed = useMemo(() => ({ snapshot: state, receivedAt }), [state, receivedAt]);
  const { view, link } = useLiveTable(state.table.id, seed, refresh);
  const { round, totals, history, offset } = view;
  const reading = useReading(round, offset);
  // A table where players decide: its bets return together, by the player's decisions.
  const decider = decisionEngineOf(engine);

  const [placed, setPlaced] = useState<LiveSlip[]>([]);
  const slips = slipsOn(round?.id, state.mySlips, placed);

  // The player's decisions on the round shown: the state call's when it is about this
  // round in this phase (and step), or the answer of a decision made since.
  const [answer, setAnswer] = useState<DecidedAnswer | null>(null);
  const sameRound =
    state.round?.id === round?.id &&
    state.round?.phase === round?.phase &&
    state.round?.step === round?.step;
  const decisions = decider
    ? currentDecisions(round?.id, sameRound ? state.decisions : undefined, receivedAt, answer)
    : null;
  const win = decider ? decisionWin(slips.length > 0, decisions) : roundWin(slips);

  // The balance, and the win of a dealt round, as the server now has them: the frame shows
  // them and tells the site when they changed (as crash does).
  useEffect(() => {
    const won = decider
      ? state.round?.phase === 'SETTLED'
        ? state.decisions?.win
        : null
      : roundWin(state.mySlips);
    moved(state.balance, typeof won === 'number' ? won : undefined);
  }, [state, moved, decider]);

  const label = (spot: string) => spotName(t, engine.id, spot);
  const typeOf = (spot: string) => engine.readType(spot)?.type ?? spot;
  const table = useTableSlip<string>(state.table.limits, label, typeOf);
  const { slip } = table;
  const bet = usePlaceLiveBet((answer) => {
    setPlaced((list) => [...list.filter((s) => s.roundId === answer.slip.roundId), answer.slip]);
    slip.clear();
    moved(answer.balance);
    refresh();
  });

  const roundId = round?.id;
  const decide = useLiveDecide((decided) => {
    if (roundId !== undefined) {
      setAnswer({ roundId, at: Date.now(), decisions: decided.decisions });
    }
    moved(decided.balance);
    refresh();
  });

  // A refusal is about the round it was sent to: a new round starts without it.
  const { reset } = bet;
  const { reset: resetDecide } = decide;
  useEffect(() => {
    if (roundId !== undefined) {
      reset();
      resetDecide();
    }
  }, [roundId, reset, resetDecide]);

  const dealtRound = round?.phase === 'SETTLED' ? round : null;
  // Once per dealt round the player bet on (its id, not the object each answer renews).
  const recheck = win !== null ? dealtRound?.id : undefined;
  useEffect(() => {
    if (recheck === undefined) return;
    const timer = setTimeout(refresh, SETTLE_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [recheck, refresh]);

  const dealt = useMemo(() => dealtOf(engine.id, dealtRound?.outcome), [engine, dealtRound]);
  // A decision table's spots light by the engine's own settlement of the whole deal, but
  // those the player's decisions settle (a blackjack's main bet).
  const results = useMemo(
    () =>
      decidedSpots(
        decider,
        dealtRound?.outcome,
        spotResults(engine, dealt?.outcome ?? (decider ? dealtRound?.outcome : null)),
      ),
    [engine, dealt, decider, dealtRound],
  );
  // While bets are taken the stage keeps the last result, still.
  const shown = dealtRound ?? history[0] ?? null;
  const shownDealt = dealt ?? (shown ? dealtOf(engine.id, shown.outcome) : null);
  const decidingRound = round?.phase === 'DECIDING' ? round : null;

  // A cockfight's round has a card known before any bet, and the next fights are listed.
  const fight = engine.id === 'cockfight' ? fightCardOf(round?.card) : null;
  const { upcoming } = state;
  const nonce = round?.nonce;
  const schedule = useMemo(() => scheduleOf(upcoming, nonce), [upcoming, nonce]);

  const open = reading.phase === 'BETTING' && !ended;
  const send = () =>
    bet.play({ bets: slip.entries.map((e) => ({ spot: e.key, stake: toMajor(e.stake) })) });

  const stage = decider?.steps ? (
    <BlackjackTable
      engine={decider}
      round={round}
      last={history[0] ?? null}
      decisions={decisions}
      bets={betsOf(engine, slips)}
      reading={reading}
      action={decide}
      win={win}
      currency={currency}
    />
  ) : decider ? (
    <DecisionTableStage
      engine={engine.id}
      deciding={decidingRound}
      shown={shown}
      fresh={dealtRound !== null}
      win={win}
      currency={currency}
    />
  ) : (
    shown &&
    shownDealt && (
      <TableResult
        key={shown.id}
        round={shown}
        fresh={dealtRound !== null}
        dealt={shownDealt}
        win={dealtRound ? win : null}
        currency={currency}
      />
    )
  );
  // The decision panel while the round is decided and once dealt; a player without bets
  // on a deciding round sees that they only watch.
  const decisionTime: DecisionTime | null = !round
    ? null
    : round.phase === 'SETTLED'
      ? 'dealt'
      : round.phase === 'DECIDING'
        ? reading.phase === 'DECIDING'
          ? 'open'
          : 'closed'
        : null;
  const panelDecisions = decisions === undefined && slips.length === 0 ? null : decisions;
  // A table decided in steps has its panel in its own stage (blackjack-table.tsx).
  const panel = decider &&
    !decider.steps &&
    decisionTime &&
    panelDecisions !== undefined &&
    (panelDecisions !== null || decisionTime !== 'dealt') && (
      <DecisionPanel
        engine={decider}
        decisions={panelDecisions}
        bets={betsOf(engine, slips)}
        time={decisionTime}
        outcome={dealtRound?.outcome}
        action={decide}
        currency={currency}
      />
    );

  return (
    <section
      className={styles.game}
      aria-label={t('live_table', { name: session.game.name })}
      data-engine={engine.id}
    >
      <LiveHeader
        round={round}
        reading={reading}
        totals={totals}
        reconnecting={link === 'reconnecting'}
      />
      {fight && <FightCardPanel card={fight} />}
      {stage}
      {panel}
      <LiveRoad engine={engine.id} history={history} decides={decider !== null} />
      <div className={styles.layout}>
        <LiveBoard
          engine={engine}
          card={round?.card}
          disabled={!open || bet.busy}
          onPlace={table.place}
          marks={{
            pending: table.stakeOn,
            placed: (spot) => placedOn(slips, spot),
            table: (spot) => totals?.spots[spot] ?? 0,
            result: (spot) => results.get(spot) ?? null,
          }}
        />
        <div className={styles.side}>
          <ChipSelect
            chips={table.chips}
            value={table.chip}
            onChange={table.setChip}
            currency={currency}
            disabled={bet.busy}
          />
          <SlipActions
            notice={table.notice}
            entries={slip.entries}
            total={slip.total}
            label={label}
            onRemove={slip.remove}
            onClear={slip.clear}
            currency={currency}
            playing={bet.busy}
            busy={bet.busy || !open}
            action={bet.busy ? t('live_placing') : t('live_place_bets')}
            onPlay={send}
          />
          <RoundAlert
            error={bet.error}
            canRetry={bet.canRetry && open}
            onRetry={bet.retry}
            // The table's own words: chips too late for a round stay on the board.
            context="liveBet"
          />
          <MyLiveBets
            engine={engine.id}
            slips={slips}
            currency={currency}
            wins={decider === null}
          />
        </div>
      </div>
      {engine.id === 'cockfight' && <FightSchedule fights={schedule} offset={offset} />}
      <LiveRules engine={engine} limits={state.table.limits} currency={currency} />
      <LiveFairPanel engine={engine.id} round={round} history={history} />
    </section>
  );
}
