import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import type { LiveSlip } from './get-live-state.ts';
import styles from './live.module.css';
import { spotName } from './spot-names.ts';

/**
 * The player's placed bets on the round shown: each spot, its stake and, once dealt, its
 * win. At a table where players decide, a decision's stake is a line of its own (Play,
 * Call) and the bets return together (`wins` false: no column of their own).
 */
export function MyLiveBets({
  engine,
  slips,
  currency,
  wins = true,
}: {
  engine: string;
  slips: LiveSlip[];
  currency: string;
  wins?: boolean;
}) {
  const { t } = useTranslation();
  // Amounts without the symbol in the cells: the column heads carry it once (as crash's).
  const amount = (major: number | null) => (major === null ? '–' : moneyText(major, ''));
  const lines = slips.flatMap((slip) =>
    slip.bets.map((bet, i) => ({ key: `${slip.id}-${i}`, bet })),
  );
  return (
    <div className={styles.tableBox}>
      <table className={styles.myBets}>
        <caption className={styles.caption}>{t('live_my_bets')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('live_col_spot')}</th>
            <th scope="col">{t('live_col_stake', { currency })}</th>
            {wins && <th scope="col">{t('live_col_win', { currency })}</th>}
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 && (
            <tr>
              <td colSpan={wins ? 3 : 2} className={styles.muted}>
                {t('live_my_bets_none')}
              </td>
            </tr>
          )}
          {lines.map(({ key, bet }) => (
            <tr
              key={key}
              className={bet.win !== null && bet.win > bet.stake ? styles.wonRow : undefined}
            >
              <th scope="row">{spotName(t, engine, bet.spot)}</th>
              <td dir="ltr">{amount(bet.stake)}</td>
              {wins && <td dir="ltr">{amount(bet.win)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
