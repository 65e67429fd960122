import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import frame from '../frame/frame.module.css';
import { moneyText } from '../money.ts';
import { usePlaySession } from '../session/play-session.tsx';
import styles from './actions.module.css';
import type { PvpHand } from './get-pvp-state.ts';
import { PvpAlert } from './pvp-alert.tsx';
import { type PvpActed, usePvpAct } from './pvp-calls.ts';
import { amountOf, type Choice, checkAmount } from './pvp-model.ts';
import { choiceName } from './pvp-words.ts';

type RangeChoice = Extract<Choice, { kind: 'range' }>;

/**
 * The player's turn: a button per action open to them with what it puts in (call $2.00,
 * compare with seat 3), a bet or raise with its amount from min to max, niu niu's
 * multiples. Each press is one action with its own requestId (pvp-calls.ts); every
 * button waits while one is in flight. Keyed by the turn (seated-table.tsx).
 */
export function ActionBar({
  roomId,
  hand,
  choices,
  currency,
  onActed,
}: {
  roomId: string;
  hand: PvpHand;
  choices: Choice[];
  currency: string;
  onActed: (acted: PvpActed) => void;
}) {
  const { t } = useTranslation();
  const { ended } = usePlaySession();
  const act = usePvpAct(onActed);
  const titleId = useId();
  const disabled = act.busy || ended;
  const send = (choice: Choice, typed?: number) => {
    const amount = amountOf(choice, typed);
    act.play({
      roomId,
      handId: hand.id,
      action: choice.type,
      ...(amount === undefined ? {} : { amount }),
    });
  };
  const ranges = choices.filter((c): c is RangeChoice => c.kind === 'range');
  return (
    <section className={styles.bar} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('pvp_actions_title')}
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: buttons that act, not form fields */}
      <div role="group" aria-label={t('pvp_choices')} className={styles.choices}>
        {choices.map(
          (choice) =>
            choice.kind !== 'range' && (
              <ChoiceButton
                key={`${choice.type}:${choice.kind === 'multiple' ? choice.multiple : ''}`}
                name={choiceName(t, choice)}
                cost={choice.kind === 'fixed' ? moneyText(choice.amount, currency) : null}
                quiet={choice.kind === 'free'}
                disabled={disabled}
                onClick={() => send(choice)}
              />
            ),
        )}
      </div>
      {ranges.map((choice) => (
        <AmountChoice
          key={choice.type}
          choice={choice}
          currency={currency}
          disabled={disabled}
          onSend={(amount) => send(choice, amount)}
        />
      ))}
      {act.busy && <p className={styles.sending}>{t('pvp_sending')}</p>}
      <PvpAlert error={act.error} call="act" canRetry={act.canRetry} onRetry={act.retry} />
    </section>
  );
}

/** An action's button: its name, and what it puts in when it puts chips in. */
function ChoiceButton({
  name,
  cost,
  quiet,
  disabled,
  onClick,
}: {
  name: string;
  cost: string | null;
  quiet: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const costId = useId();
  return (
    <>
      <button
        type="button"
        className={`${styles.choice} ${quiet ? styles.quiet : ''}`}
        disabled={disabled}
        aria-describedby={cost === null ? undefined : costId}
        onClick={onClick}
      >
        <span>{name}</span>
        {cost !== null && (
          <span className={styles.cost} aria-hidden="true" dir="ltr">
            {cost}
          </span>
        )}
      </button>
      {/* Outside the button: its name is the action, this what it costs. */}
      {cost !== null && (
        <span id={costId} className="visually-hidden">
          {t('pvp_act_cost', { amount: cost })}
        </span>
      )}
    </>
  );
}

/** A bet or raise of any size from min to max: its amount, checked before it is sent. */
function AmountChoice({
  choice,
  currency,
  disabled,
  onSend,
}: {
  choice: RangeChoice;
  currency: string;
  disabled: boolean;
  onSend: (amount: number) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(choice.min.toFixed(2));
  const [problem, setProblem] = useState<string | null>(null);
  const [inputId, hintId, problemId] = [useId(), useId(), useId()];
  const name = choiceName(t, choice);
  const range = { min: moneyText(choice.min, currency), max: moneyText(choice.max, currency) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(typed, choice.min, choice.max);
    if (!checked.ok) {
      setProblem(t(`pvp_amount_${checked.problem}`, range));
      return;
    }
    setProblem(null);
    onSend(checked.amount);
  };
  return (
    <form className={styles.amountForm} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {t('pvp_amount_label', { action: name })}
      </label>
      <div className={styles.amountRow}>
        <input
          id={inputId}
          className={`${frame.input} ${styles.amount}`}
          type="number"
          inputMode="decimal"
          min={choice.min}
          max={choice.max}
          step={0.01}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        />
        <button type="submit" className={styles.choice} disabled={disabled}>
          {name}
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('pvp_range', range)}
      </p>
      {problem && (
        <p id={problemId} className={frame.invalid}>
          {problem}
        </p>
      )}
    </form>
  );
}
