import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import tableStyles from '../tables/tables.module.css';
import styles from './roulette.module.css';
import type { RouletteRound } from './spin-roulette.ts';
import { colourName, spotLabel, spotOfResult } from './spots.ts';

/** The round in one line: the winning pocket and what the player won (the dock shows it). */
export function RouletteHeadline({ round, currency }: { round: RouletteRound; currency: string }) {
  const { t } = useTranslation();
  const { pocket, colour } = round.outcome;
  return (
    <p role="status" className={tableStyles.headline}>
      <span className={`${styles.pocket} ${styles[colour]}`} aria-hidden="true">
        {pocket}
      </span>
      <span>
        {t('play_roulette_result', { number: pocket, colour: colourName(t, colour) })}
        {' · '}
        {round.win > 0
          ? t('play_round_won', { amount: moneyText(round.win, currency) })
          : t('play_round_no_win')}
      </span>
    </p>
  );
}

/** What each bet returned. */
export function RouletteResult({ round, currency }: { round: RouletteRound; currency: string }) {
  const { t } = useTranslation();
  const { results } = round.outcome;
  const money = (major: number) => moneyText(major, currency);
  return (
    <section className={tableStyles.result} aria-label={t('play_round_result')}>
      <ul className={tableStyles.results} aria-label={t('play_bet_results')}>
        {results.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: results follow the bets in order
          <li key={i} className={r.win > 0 ? tableStyles.won : undefined}>
            {t(r.win > 0 ? 'play_result_won' : 'play_result_lost', {
              bet: spotLabel(t, spotOfResult(r.spot)),
              stake: money(r.stake),
              win: money(r.win),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
