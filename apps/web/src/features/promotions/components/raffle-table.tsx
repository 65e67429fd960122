import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { formatChance, formatTicket, prizeRows, type RafflePrize } from '../model/raffle.ts';
import styles from './raffle.module.css';

/**
 * The published prize table: each prize, its chance and the tickets it owns (in table
 * order), so a player can find the prize of any ticket they recompute on /verify.
 */
export function RaffleTable({ prizes }: { prizes: readonly RafflePrize[] }) {
  const { t } = useTranslation();
  const symbol = useSiteConfig().data?.currencySymbol;
  const rows = prizeRows(prizes);
  const title = t('app_raffle_prizes');
  if (rows.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <section className={`${styles.section} ${styles.scroll}`} aria-label={title} tabIndex={0}>
      <table className={styles.table}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('app_raffle_prize')}</th>
            <th scope="col">{t('app_raffle_chance')}</th>
            <th scope="col">{t('app_raffle_tickets')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.from}>
              <th scope="row">
                <Money value={row.amount} symbol={symbol} />
              </th>
              <td dir="ltr">{formatChance(row.chanceBp)}</td>
              <td dir="ltr">
                {t('app_raffle_ticket_range', {
                  from: formatTicket(row.from),
                  to: formatTicket(row.to),
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.hint}>{t('app_raffle_table_note')}</p>
    </section>
  );
}
