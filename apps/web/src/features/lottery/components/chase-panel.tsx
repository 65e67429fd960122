import type { getLotteryGame, ValueOf } from '@gamehall/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChaseReading, Slip } from '../hooks/use-slip.ts';
import styles from './slip.module.css';

type OpenDraw = ValueOf<typeof getLotteryGame>['draws'][number];

/**
 * A chase: the slip again on each of the next draws (2…maxDraws), each draw at its own
 * multiplier (the same, or doubled each draw), stopping after a win when asked.
 */
export function ChasePanel({
  slip,
  draws,
  maxDraws,
  maxMultiplier,
  reading,
}: {
  slip: Slip;
  /** The open draws the server listed, the one taking bets first. */
  draws: readonly OpenDraw[];
  maxDraws: number;
  maxMultiplier: number;
  reading: ChaseReading | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { chase, setChase } = slip;
  return (
    <fieldset className={styles.chase}>
      <legend className={styles.legend}>{t('lt_chase')}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={chase.on}
          onChange={(e) => setChase({ on: e.target.checked })}
        />
        {t('lt_chase_on')}
      </label>
      {chase.on && (
        <>
          <div className={styles.inline}>
            <label htmlFor={`${id}-draws`}>{t('lt_chase_draws')}</label>
            <input
              id={`${id}-draws`}
              className={styles.number}
              type="number"
              inputMode="numeric"
              min={2}
              max={maxDraws}
              value={chase.draws}
              aria-describedby={`${id}-draws-hint`}
              onChange={(e) => setChase({ draws: e.target.value })}
            />
            <span id={`${id}-draws-hint`} className={styles.muted}>
              {t('lt_chase_draws_hint', { max: maxDraws })}
            </span>
          </div>
          <div className={styles.inline}>
            <label htmlFor={`${id}-start`}>{t('lt_chase_start')}</label>
            <input
              id={`${id}-start`}
              className={styles.number}
              type="number"
              inputMode="numeric"
              min={1}
              max={maxMultiplier}
              value={chase.start}
              onChange={(e) => setChase({ start: e.target.value })}
            />
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: two buttons that fill the list, not form fields */}
          <div role="group" aria-label={t('lt_chase_fill')} className={styles.inline}>
            <button
              type="button"
              className={styles.chip}
              onClick={() => slip.fill('same', maxMultiplier)}
            >
              {t('lt_chase_same')}
            </button>
            <button
              type="button"
              className={styles.chip}
              onClick={() => slip.fill('double', maxMultiplier)}
            >
              {t('lt_chase_double')}
            </button>
          </div>
          <ol className={styles.draws} aria-label={t('lt_chase_list')}>
            {chase.multipliers.map((m, i) => {
              const issue = draws[i]?.issue ?? t('lt_chase_nth', { n: i + 1 });
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a draw's place in the chase is its identity
                <li key={i}>
                  <label htmlFor={`${id}-m${i}`}>{issue}</label>
                  <input
                    id={`${id}-m${i}`}
                    className={styles.number}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={maxMultiplier}
                    value={m}
                    aria-label={t('lt_chase_multiplier', { issue })}
                    onChange={(e) =>
                      setChase({
                        multipliers: chase.multipliers.map((x, j) =>
                          j === i ? e.target.value : x,
                        ),
                      })
                    }
                  />
                </li>
              );
            })}
          </ol>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={chase.stopOnWin}
              onChange={(e) => setChase({ stopOnWin: e.target.checked })}
            />
            {t('lt_chase_stop')}
          </label>
          {reading && !reading.ok && (
            <p className={styles.problem}>
              {reading.problem === 'draws'
                ? t('lt_chase_bad_draws', { max: maxDraws })
                : t('lt_chase_bad_multiplier', { max: maxMultiplier })}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
