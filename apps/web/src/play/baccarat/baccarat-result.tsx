import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import tableStyles from '../tables/tables.module.css';
import styles from './baccarat.module.css';
import { HandView } from './cards.tsx';
import type { BaccaratRound } from './deal-baccarat.ts';

/** The round in one line: the winner and what the player won (the table's dock shows it). */
export function BaccaratHeadline({ round, currency }: { round: BaccaratRound; currency: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={tableStyles.headline}>
      {t(`play_bac_winner_${round.outcome.winner}`)}
      {' · '}
      {round.win > 0
        ? t('play_round_won', { amount: moneyText(round.win, currency) })
        : t('play_round_no_win')}
    </p>
  );
}

/** Both hands and each bet's result (win, push, lose). */
export function BaccaratResult({ round, currency }: { round: BaccaratRound; currency: string }) {
  const { t } = useTranslation();
  const { player, banker, winner, natural, results } = round.outcome;
  const money = (major: number) => moneyText(major, currency);
  return (
    <section className={tableStyles.result} aria-label={t('play_round_result')}>
      <div className={styles.hands}>
        <HandView
          title={t('play_bac_player')}
          hand={player}
          natural={natural && player.total >= 8}
          won={winner === 'player'}
        />
        <HandView
          title={t('play_bac_banker')}
          hand={banker}
          natural={natural && banker.total >= 8}
          won={winner === 'banker'}
        />
      </div>
      <ul className={tableStyles.results} aria-label={t('play_bet_results')}>
        {results.map((r) => (
          <li key={r.type} className={r.result === 'win' ? tableStyles.won : undefined}>
            {t(`play_bac_result_${r.result}`, {
              bet: t(`play_bac_${r.type}`),
              stake: money(r.stake),
              win: money(r.win),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
