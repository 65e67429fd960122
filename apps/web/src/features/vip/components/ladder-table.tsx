import type { getVipLadder, ValueOf } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { formatRate, headlineRate } from '../../rewards/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { rankName } from '../model/rank.ts';
import styles from './vip.module.css';

export type VipLadder = ValueOf<typeof getVipLadder>;

const columns = [
  'app_vip_deposit',
  'app_vip_turnover',
  'app_vip_upgrade_bonus',
  'app_vip_monthly_bonus',
  'app_vip_cashback',
];

/**
 * Every rank of the brand's ladder, lowest first: what it asks (deposits and valid bets over
 * the window), its bonuses and its best cashback rate; the player's own rank is marked.
 */
export function LadderTable({ ladder, current }: { ladder: VipLadder; current?: number }) {
  const { t } = useTranslation();
  const symbol = useSiteConfig().data?.currencySymbol;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <section className={styles.scroll} aria-label={t('app_vip_table')} tabIndex={0}>
      <table className={styles.table}>
        <caption>{t('app_vip_table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('app_vip_level')}</th>
            {columns.map((key) => (
              <th key={key} scope="col">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ladder.ranks.map((rank) => (
            <tr
              key={rank.level}
              aria-current={rank.level === current ? 'true' : undefined}
              className={rank.level === current ? styles.current : undefined}
            >
              <th scope="row">{rankName(t, rank)}</th>
              <td>
                <Money value={rank.minDeposit} symbol={symbol} />
              </td>
              <td>
                <Money value={rank.minValidBet} symbol={symbol} />
              </td>
              <td>
                <Money value={rank.upgradeBonus} symbol={symbol} />
              </td>
              <td>
                <Money value={rank.monthlyBonus} symbol={symbol} />
              </td>
              <td dir="ltr">{formatRate(headlineRate(rank.rebate))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
