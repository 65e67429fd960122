import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import { PlayingCards } from './playing-cards.tsx';
import { type ResultModel, type ResultRow, seatNo } from './pvp-model.ts';
import { handText, netText } from './pvp-words.ts';
import styles from './result.module.css';

/**
 * A finished hand: who won, each seat's chips in and back and what that made for it (won −
 * put in, after rake), the hands shown with their category in words, and the rake.
 */
export function HandResult({ result, currency }: { result: ResultModel; currency: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const money = (n: number) => moneyText(n, currency);
  const who = (row: ResultRow) =>
    row.mine
      ? t('pvp_result_you', { n: seatNo(row.seat) })
      : t('pvp_result_seat_name', { n: seatNo(row.seat), name: row.name || '—' });
  const winners = result.rows.filter((r) => r.winner);
  return (
    <section className={styles.result} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('pvp_result_title', { n: result.handNo })}
      </h2>
      <p className={styles.winners}>
        {winners.length > 0
          ? t('pvp_result_winners', { names: winners.map(who).join(', ') })
          : t('pvp_result_no_winner')}
      </p>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            {t('pvp_result_caption', { n: result.handNo })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('pvp_result_player')}</th>
              {/* What it made comes first: on a phone the hands may scroll sideways. */}
              <th scope="col">{t('pvp_result_net')}</th>
              <th scope="col">{t('pvp_result_hand')}</th>
              <th scope="col" className={styles.detail}>
                {t('pvp_result_in')}
              </th>
              <th scope="col" className={styles.detail}>
                {t('pvp_result_back')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.seat} className={row.mine ? styles.mine : undefined}>
                <th scope="row">{who(row)}</th>
                <td className={row.net > 0 ? styles.won : row.net < 0 ? styles.lost : undefined}>
                  {netText(t, row.net, currency)}
                </td>
                <td className={styles.hand}>
                  {row.cards.length > 0 && (
                    <PlayingCards
                      cards={row.cards}
                      label={t('pvp_seat_cards', { n: seatNo(row.seat) })}
                      small
                    />
                  )}
                  {row.hand ? handText(t, row.hand) : row.cards.length > 0 ? '' : '—'}
                </td>
                <td dir="ltr" className={styles.detail}>
                  {money(row.committed)}
                </td>
                <td dir="ltr" className={styles.detail}>
                  {money(row.won)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.rake}>{t('pvp_result_rake', { amount: money(result.rake) })}</p>
    </section>
  );
}
