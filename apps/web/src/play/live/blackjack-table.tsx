import type { BlackjackOutcome, Card } from '@gamehall/games';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import frame from '../frame/frame.module.css';
import { moneyText } from '../money.ts';
import { usePlaySession } from '../session/play-session.tsx';
import bj from './blackjack.module.css';
import {
  type BjHand,
  type BjHands,
  finalHands,
  mineOf,
  outcomeOf,
  shownOf,
  totalWords,
} from './blackjack-view.ts';
import type { Reading } from './clock.ts';
import styles from './decision.module.css';
import { Choices } from './decision-panel.tsx';
import { CardRow, Hand } from './decision-stage.tsx';
import {
  type DecisionEngine,
  decisionName,
  decisionNames,
  type LiveDecisions,
} from './decision-table.ts';
import type { LiveRound } from './get-live-state.ts';
import type { useLiveDecide } from './live-decide.ts';
import res from './result.module.css';

type Action = ReturnType<typeof useLiveDecide>;

/** A hand in words: its total (or that a card is to come), doubled, insured. */
function handWords(t: TFunction, hand: BjHand, insured: boolean) {
  const parts = [totalWords(t, hand) ?? t('live_bj_coming')];
  if (hand.doubled) parts.push(t('live_bj_doubled'));
  if (insured) parts.push(t('live_bj_insured'));
  return parts.join(' · ');
}

/** A hand's cards: those shown, then those dealt face down (the end of a hand's list). */
function HandCards({ cards, motion }: { cards: (Card | null)[]; motion: 'deal' | 'none' }) {
  const shown = cards.filter((c): c is Card => c !== null);
  return <CardRow cards={shown} hidden={cards.length - shown.length} from={0} motion={motion} />;
}

/**
 * The blackjack table (decision 034): every player plays the same first two cards
 * against the dealer's up card, decision by decision, step by step. While a step is open
 * the stage shows the player's own hands as the step reveals them — a card their last
 * decision drew stays face down until every player has decided on theirs — with the
 * dealer's hole card face down; the panel has a button for each decision open now, with
 * the stake it adds, and the step's countdown on the server's clock. Once dealt: the
 * dealer's hand, the player's hands as played, and what they returned. A player without
 * a hand watches everyone's first two cards and the cards drawn so far.
 */
export function BlackjackTable({
  engine,
  round,
  last,
  decisions,
  bets,
  reading,
  action,
  win,
  currency,
}: {
  engine: DecisionEngine;
  round: LiveRound | null;
  /** The last dealt round, shown still while bets are taken. */
  last: LiveRound | null;
  decisions: LiveDecisions | null | undefined;
  bets: ReadonlyMap<string, bigint>;
  reading: Reading;
  action: Action;
  win: number | 'settling' | null;
  currency: string;
}) {
  const { t } = useTranslation();
  const deciding = round?.phase === 'DECIDING' && round.step !== undefined ? round : null;
  const dealt = round?.phase === 'SETTLED' ? round : null;
  const shownRound = deciding ?? dealt ?? last;
  if (!shownRound) return null;
  // The player's part is the step's on show only: an answer about another step waits.
  const part = decisions?.step?.number === deciding?.step ? decisions?.step : undefined;
  const made = decisions?.made ?? [];
  const outcome = deciding ? null : outcomeOf(shownRound.outcome);
  const shown = deciding ? shownOf(deciding.visible) : null;
  // Until this step's part comes in, the hands the step before showed stay on screen.
  const hands: BjHands | null = deciding
    ? mineOf(part?.mine ?? decisions?.step?.mine)
    : outcome && dealt && decisions
      ? finalHands(outcome, bets, made)
      : null;
  const title = deciding
    ? t('live_bj_round_step', { id: shownRound.id, step: deciding.step })
    : t(dealt ? 'live_result_of' : 'live_last_result', { id: shownRound.id });
  return (
    <>
      <section
        className={`${res.stage} ${dealt || deciding ? '' : res.still}`}
        data-still={dealt || deciding ? undefined : ''}
        aria-label={title}
      >
        <h2 className={res.title}>{title}</h2>
        <div className={styles.table}>
          <Dealer outcome={outcome} up={shown?.dealerUp ?? null} fresh={dealt !== null} />
          {hands ? (
            hands.hands.map((hand, i) => (
              <Hand
                // biome-ignore lint/suspicious/noArrayIndexKey: a split's hands keep their order
                key={i}
                title={
                  hands.hands.length > 1 ? t('live_bj_hand_n', { n: i + 1 }) : t('live_your_hand')
                }
                words={handWords(t, hand, i === 0 && hands.insured === true)}
              >
                <HandCards cards={hand.cards} motion={deciding ? 'deal' : 'none'} />
              </Hand>
            ))
          ) : (
            <Hand title={t('live_bj_first_two')}>
              <CardRow
                cards={(shown?.playerCards ?? outcome?.playerCards ?? []).slice(0, 2)}
                from={0}
                motion="none"
              />
            </Hand>
          )}
        </div>
        {shown && shown.playerCards.length > 2 && (
          <div className={bj.drawn}>
            <span>{t('live_bj_drawn')}</span>
            <CardRow cards={shown.playerCards.slice(2)} from={0} motion="none" />
          </div>
        )}
        {shown?.peeked && <p className={bj.note}>{t('live_bj_peeked')}</p>}
        {dealt && <RoundResult win={win} currency={currency} />}
      </section>
      {(deciding || (dealt && decisions)) && (
        <StepPanel
          engine={engine}
          round={deciding}
          decisions={decisions ?? null}
          part={part}
          hands={hands}
          insurance={shown?.kind === 'insurance'}
          bets={bets}
          reading={reading}
          action={action}
          currency={currency}
          made={made}
        />
      )}
    </>
  );
}

/** The dealer's up card and hole card face down, or once dealt the whole hand turned over. */
function Dealer({
  outcome,
  up,
  fresh,
}: {
  outcome: BlackjackOutcome | null;
  up: Card | null;
  fresh: boolean;
}) {
  const { t } = useTranslation();
  if (outcome) {
    const { dealer } = outcome;
    return (
      <Hand title={t('live_dealer')} words={totalWords(t, dealer)}>
        <CardRow cards={dealer.cards} from={0} motion={fresh ? 'turn' : 'none'} />
      </Hand>
    );
  }
  return (
    <Hand title={t('live_dealer')}>
      <CardRow cards={up ? [up] : []} hidden={1} from={0} motion="none" />
    </Hand>
  );
}

function RoundResult({ win, currency }: { win: number | 'settling' | null; currency: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={typeof win === 'number' && win > 0 ? res.won : res.noWin}>
      {win === null
        ? t('live_no_bets_round')
        : win === 'settling'
          ? t('live_settling')
          : win > 0
            ? t('play_round_won', { amount: moneyText(win, currency) })
            : t('play_round_no_win')}
    </p>
  );
}

/** A refusal of a decision in the table's words: a step that closed, a turn not open. */
function refusalText(t: TFunction, err: unknown, facts: Parameters<typeof errorText>[3]) {
  const reason = err instanceof ApiError ? (err.details as { reason?: unknown })?.reason : null;
  if (reason === 'STEP_CLOSED') return t('live_bj_err_step_closed');
  if (reason === 'NOT_DECIDING' || reason === 'DECIDED_THIS_STEP' || reason === 'STEP_NOT_OPEN') {
    return t('live_bj_err_not_now');
  }
  return errorText(err, t, 'liveDecide', facts);
}

/**
 * The player's decisions: the step and its countdown, a button for each decision open now
 * (`decisions.next`, this step's only) with the stake it adds, and where they stand:
 * asked, decided and waiting for the step to close, or waiting for their next card.
 */
function StepPanel({
  engine,
  round,
  decisions,
  part,
  hands,
  insurance,
  bets,
  reading,
  action,
  currency,
  made,
}: {
  engine: DecisionEngine;
  round: LiveRound | null;
  decisions: LiveDecisions | null;
  part: LiveDecisions['step'];
  hands: BjHands | null;
  insurance: boolean;
  bets: ReadonlyMap<string, bigint>;
  reading: Reading;
  action: Action;
  currency: string;
  made: readonly string[];
}) {
  const { t } = useTranslation();
  const { session, ended } = usePlaySession();
  const titleId = useId();
  const money = (major: number) => moneyText(major, currency);
  const open = round !== null && reading.phase === 'DECIDING' && !ended;
  const choices = open && part?.deciding && !part.decided ? (decisions?.next ?? []) : [];
  const said = !decisions
    ? t('live_dec_watching')
    : !round
      ? made.length > 0
        ? t('live_bj_decisions', { decisions: decisionNames(t, made) })
        : t('live_dec_nothing')
      : !part
        ? ''
        : part.decided
          ? t('live_bj_decided', { decision: decisionName(t, made.at(-1) ?? '') })
          : part.deciding
            ? insurance
              ? t('live_bj_insurance_ask')
              : ''
            : hands?.waiting
              ? t('live_bj_waiting_cards')
              : insurance
                ? t('live_bj_insurance_wait')
                : t(hands ? 'live_bj_done' : 'live_dec_watching');
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('live_dec_title')}
      </h2>
      {round?.step !== undefined && (
        <p className={bj.clock}>
          {reading.phase === 'DECIDING'
            ? t('live_bj_step_seconds', { step: round.step, seconds: reading.seconds })
            : t('live_bj_step', { step: round.step })}
        </p>
      )}
      <Choices
        engine={engine}
        choices={choices}
        bets={bets}
        made={made}
        money={money}
        busy={action.busy}
        onChoose={(decision) => action.play({ decision, step: round?.step })}
      />
      <p role="status" className={styles.said}>
        {said}
      </p>
      {action.error != null && (
        <div role="alert" className={frame.alert}>
          <p>
            {refusalText(t, action.error, {
              transferWallet: session.transferWallet,
              currencySymbol: session.currencySymbol,
            })}
          </p>
          {action.canRetry && open && (
            <button type="button" className={frame.secondary} onClick={action.retry}>
              {t('play_retry')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
