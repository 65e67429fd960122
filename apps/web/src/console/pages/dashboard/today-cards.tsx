import type { DayFigures } from '@gamehall/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '../../lib/format.ts';
import page from '../page.module.css';
import styles from './dashboard.module.css';

/** Today's figures, one card each: money with its count, GGR, new and active players. */
export function TodayCards({ today, format }: { today: DayFigures; format: Format }) {
  const { t } = useTranslation();
  const id = useId();
  const count = (key: string, n: number) => t(key, { count: n, n: format.count(n) });
  return (
    <section className={page.stack} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.label}>
        {t('cs_dash_today', { day: today.day })}
      </h2>
      <ul className={styles.cards}>
        <Card
          label={t('cs_dash_deposits')}
          value={format.money(today.deposits)}
          note={count('cs_dash_deposit_count', today.depositCount)}
        />
        <Card
          label={t('cs_dash_withdrawals')}
          value={format.money(today.withdrawals)}
          note={count('cs_dash_withdrawal_count', today.withdrawalCount)}
        />
        <Card
          label={t('cs_dash_bets')}
          value={format.money(today.bets)}
          note={count('cs_dash_bet_count', today.betCount)}
        />
        <Card
          label={t('cs_dash_ggr')}
          value={format.money(today.ggr)}
          note={t('cs_dash_payouts', { amount: format.money(today.payouts) })}
          negative={today.ggr < 0}
        />
        <Card label={t('cs_dash_new_players')} value={format.count(today.newPlayers)} />
        <Card label={t('cs_dash_active_players')} value={format.count(today.activePlayers)} />
      </ul>
    </section>
  );
}

function Card({
  label,
  value,
  note,
  negative = false,
}: {
  label: string;
  value: string;
  note?: string;
  negative?: boolean;
}) {
  const id = useId();
  return (
    <li className={styles.card} aria-labelledby={id}>
      <p id={id} className={styles.label}>
        {label}
      </p>
      <p className={negative ? `${styles.value} ${page.negative}` : styles.value}>{value}</p>
      {note && <p className={styles.label}>{note}</p>}
    </li>
  );
}
