import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text.ts';
import frame from '../frame/frame.module.css';
import { moneyText } from '../money.ts';
import { usePlaySession } from '../session/play-session.tsx';
import styles from './decision.module.css';
import {
  type DecisionEngine,
  decisionCost,
  decisionName,
  decisionNames,
  defaultsTaken,
  type LiveDecisions,
} from './decision-table.ts';
import type { useLiveDecide } from './live-decide.ts';

/** Where the round is for the player's decisions. */
export type DecisionTime =
  /** The window is open: the countdown runs. */
  | 'open'
  /** The window closed; the result is not in yet. */
  | 'closed'
  /** Dealt: `outcome` is the whole deal. */
  | 'dealt';

/**
 * The player's part at a table where players decide: a button for each decision open to
 * them now (`decisions.next`), each with the further stake it takes (the engine's
 * `stakeOf` on their bets); then what they chose, or what the table took for them when
 * the window closed on a choice. A player without bets on the round only watches.
 */
export function DecisionPanel({
  engine,
  decisions,
  bets,
  time,
  outcome,
  action,
  currency,
}: {
  engine: DecisionEngine;
  /** The player's decisions this round; null without bets on it. */
  decisions: LiveDecisions | null;
  /** The player's bets this round (spot → minor units), as the engine reads them. */
  bets: ReadonlyMap<string, bigint>;
  time: DecisionTime;
  /** The dealt round's outcome (time 'dealt'). */
  outcome: unknown;
  action: ReturnType<typeof useLiveDecide>;
  currency: string;
}) {
  const { t } = useTranslation();
  const { session, ended } = usePlaySession();
  const titleId = useId();
  const money = (major: number) => moneyText(major, currency);

  if (!decisions) {
    return (
      <section className={styles.panel} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('live_dec_title')}
        </h2>
        <p className={styles.muted}>{t('live_dec_watching')}</p>
      </section>
    );
  }

  const { made, next } = decisions;
  const open = time === 'open' && !ended;
  const choices = open ? next : [];
  // What the table decided for the player once the window closed on a choice they had.
  const taken = time === 'dealt' ? defaultsTaken(engine, outcome, bets, made) : [];
  const said = [
    made.length > 0 && t('live_dec_chose', { decisions: decisionNames(t, made) }),
    taken.length > 0 &&
      (made.length === 0 && taken.length === 1 && taken[0] === 'fold'
        ? t('live_dec_timeout_fold')
        : t('live_dec_timeout', { decisions: decisionNames(t, taken) })),
    made.length === 0 && taken.length === 0 && next.length === 0 && time !== 'closed'
      ? t('live_dec_nothing')
      : false,
  ].filter(Boolean);

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('live_dec_title')}
      </h2>
      <Choices
        engine={engine}
        choices={choices}
        bets={bets}
        made={made}
        money={money}
        busy={action.busy}
        onChoose={(decision) => action.play({ decision })}
      />
      <p role="status" className={styles.said}>
        {said.join(' ')}
      </p>
      {action.error != null && (
        <div role="alert" className={frame.alert}>
          <p>
            {errorText(action.error, t, 'liveDecide', {
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

/** The decisions open now, a button each with the stake it adds; nothing when none is. */
export function Choices({
  engine,
  choices,
  bets,
  made,
  money,
  busy,
  onChoose,
}: {
  engine: DecisionEngine;
  choices: readonly string[];
  bets: ReadonlyMap<string, bigint>;
  made: readonly string[];
  money: (major: number) => string;
  busy: boolean;
  onChoose: (decision: string) => void;
}) {
  const { t } = useTranslation();
  if (choices.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: buttons that decide, not form fields
    <div role="group" aria-label={t('live_dec_choices')} className={styles.choices}>
      {choices.map((decision) => (
        <Choice
          key={decision}
          name={decisionName(t, decision)}
          cost={decisionCost(engine, decision, bets, made)}
          money={money}
          disabled={busy}
          onClick={() => onChoose(decision)}
        />
      ))}
    </div>
  );
}

/** A decision's button: its name, and the further stake it takes when it takes one. */
function Choice({
  name,
  cost,
  money,
  disabled,
  onClick,
}: {
  name: string;
  cost: number | null;
  money: (major: number) => string;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const costId = useId();
  return (
    <>
      <button
        type="button"
        className={`${styles.choice} ${cost === null ? styles.free : ''}`}
        disabled={disabled}
        aria-describedby={cost === null ? undefined : costId}
        onClick={onClick}
      >
        <span>{name}</span>
        {cost !== null && (
          <span className={styles.cost} aria-hidden="true" dir="ltr">
            +{money(cost)}
          </span>
        )}
      </button>
      {/* Outside the button: its name is the decision, this what it costs. */}
      {cost !== null && (
        <span id={costId} className="visually-hidden">
          {t('live_dec_cost', { amount: money(cost) })}
        </span>
      )}
    </>
  );
}
