import type { slotSpin, ValueOf } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { moneyText, toMajor } from '../money.ts';
import styles from './slots.module.css';
import { symbolName } from './symbols.ts';

export type SlotRound = ValueOf<typeof slotSpin>;
export type SlotSpinResult = SlotRound['outcome']['spins'][number];

/** The round's total, and what the spin on screen paid: each line, the scatter, free spins. */
export function SlotResult({
  round,
  shown,
  onShow,
  currency,
}: {
  round: SlotRound;
  /** Index of the spin on screen: 0 the paid spin, then the free spins. */
  shown: number;
  onShow: (index: number) => void;
  currency: string;
}) {
  const { t } = useTranslation();
  const { spins, capped } = round.outcome;
  const spin = spins[shown];
  const freeCount = spins.length - 1;
  const money = (minor: number) => moneyText(toMajor(minor), currency);
  const spinTitle = (index: number) =>
    index === 0
      ? t('play_slot_paid_spin')
      : t('play_slot_free_spin', { number: index, total: freeCount });
  return (
    // A phone scrolls a long result inside the box: it takes focus to scroll by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
    <section className={styles.result} aria-label={t('play_round_result')} tabIndex={0}>
      <p role="status" className={styles.total}>
        {round.win > 0
          ? t('play_round_won', { amount: moneyText(round.win, currency) })
          : t('play_round_no_win')}
      </p>
      {capped && <p>{t('play_slot_capped')}</p>}
      {freeCount > 0 && (
        <div className={styles.freeSpins}>
          <p>
            {t('play_slot_free_spins_played', {
              n: freeCount,
              multiplier: spins[1]?.multiplier ?? 1,
            })}
          </p>
          <nav className={styles.stepper} aria-label={t('play_slot_spins')}>
            <button
              type="button"
              className={styles.step}
              disabled={shown === 0}
              onClick={() => onShow(shown - 1)}
            >
              {t('play_slot_previous_spin')}
            </button>
            <span aria-live="polite">{spinTitle(shown)}</span>
            <button
              type="button"
              className={styles.step}
              disabled={shown === freeCount}
              onClick={() => onShow(shown + 1)}
            >
              {t('play_slot_next_spin')}
            </button>
          </nav>
        </div>
      )}
      {spin && (
        <div>
          <h2 className={styles.subtitle}>
            {spinTitle(shown)}
            {spin.multiplier > 1 && ` · ${t('play_slot_multiplier', { value: spin.multiplier })}`}
          </h2>
          {spin.lineWins.length === 0 && !spin.scatterWin ? (
            <p>{t('play_slot_spin_no_win')}</p>
          ) : (
            <ul className={styles.wins} aria-label={t('play_slot_wins')}>
              {spin.lineWins.map((w) => (
                <li key={w.line}>
                  {t('play_slot_line_win', {
                    line: w.line + 1,
                    n: w.count,
                    symbol: symbolName(t, w.symbol),
                    amount: money(w.amount),
                  })}
                </li>
              ))}
              {spin.scatterWin && (
                <li>
                  {t('play_slot_scatter_win', {
                    n: spin.scatterWin.count,
                    symbol: symbolName(t, spin.scatterWin.symbol),
                    amount: money(spin.scatterWin.amount),
                  })}
                </li>
              )}
            </ul>
          )}
          {spin.freeSpinsAwarded > 0 && (
            <p>{t('play_slot_free_spins_awarded', { n: spin.freeSpinsAwarded })}</p>
          )}
        </div>
      )}
      {round.jackpot && <JackpotDraw round={round} currency={currency} />}
    </section>
  );
}

/**
 * The round's progressive jackpot draw, written so a player can check it on /verify once
 * the seed is revealed: the draw, the threshold it had to fall under, and the nonce.
 */
function JackpotDraw({ round, currency }: { round: SlotRound; currency: string }) {
  const { t } = useTranslation();
  const jackpot = round.jackpot;
  if (!jackpot) return null;
  return (
    <div className={styles.jackpotDraw}>
      {jackpot.hit && (
        <p className={styles.jackpotWon}>
          {t('play_slot_jackpot_won', { amount: moneyText(jackpot.won ?? 0, currency) })}
        </p>
      )}
      <p>{t('play_slot_jackpot_draw', { draw: jackpot.draw, threshold: jackpot.threshold })}</p>
      <p className={styles.muted}>{t('play_slot_jackpot_verify', { nonce: round.fair.nonce })}</p>
    </div>
  );
}
