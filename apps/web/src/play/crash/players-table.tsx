import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import { multiplierText } from './clock.ts';
import styles from './crash.module.css';
import type { CrashPlayer } from './get-crash-state.ts';

/** Everyone's bets on the round: stake, where they cashed out and what they won. */
export function PlayersTable({ players, currency }: { players: CrashPlayer[]; currency: string }) {
  const { t } = useTranslation();
  // Amounts without the currency code in the cells: the column heads carry it once.
  const amount = (major: number | null) => (major === null ? '–' : moneyText(major, ''));
  return (
    <div className={styles.tableBox}>
      <table className={styles.players}>
        <caption className={styles.caption}>{t('play_crash_players')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('play_crash_col_player')}</th>
            <th scope="col">{t('play_crash_col_stake', { currency })}</th>
            <th scope="col">{t('play_crash_col_cashed')}</th>
            <th scope="col">{t('play_crash_col_win', { currency })}</th>
          </tr>
        </thead>
        <tbody>
          {players.length === 0 && (
            <tr>
              <td colSpan={4} className={styles.empty}>
                {t('play_crash_players_none')}
              </td>
            </tr>
          )}
          {players.map((p) => (
            <tr key={p.betId} className={p.cashedOutAt !== null ? styles.won : undefined}>
              <th scope="row">{p.player}</th>
              <td dir="ltr">{amount(p.stake)}</td>
              <td dir="ltr">
                {p.cashedOutAt === null
                  ? '–'
                  : t('play_crash_multiplier', { value: multiplierText(p.cashedOutAt) })}
              </td>
              <td dir="ltr">{amount(p.win)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
