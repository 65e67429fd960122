import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { vipTiers } from '../model/vip-tiers.ts';
import styles from './vip-page.module.css';

const columns = [
  'app_vip_deposit',
  'app_vip_turnover',
  'app_vip_upgrade_bonus',
  'app_vip_monthly_bonus',
  'app_vip_rebate',
];

/** /vip: how the VIP ranks work and what each one brings. */
export function VipPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const symbol = useSiteConfig().data?.currencySymbol;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t('app_vip_title')}
      </h1>
      <p className={styles.intro}>{t('app_vip_intro')}</p>
      {/* Browsers let the keyboard focus a scroller that has nothing focusable inside. */}
      <div className={styles.scroll}>
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
            {vipTiers.map((tier) => (
              <tr key={tier.level}>
                <th scope="row">VIP{tier.level}</th>
                <td>
                  <Money value={tier.deposit} symbol={symbol} />
                </td>
                <td>
                  <Money value={tier.turnover} symbol={symbol} />
                </td>
                <td>
                  <Money value={tier.upgradeBonus} symbol={symbol} />
                </td>
                <td>
                  <Money value={tier.monthlyBonus} symbol={symbol} />
                </td>
                <td dir="ltr">{tier.rebatePercent.toFixed(1)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.notes}>
        <li>{t('app_vip_note_upgrade')}</li>
        <li>{t('app_vip_note_keep')}</li>
      </ul>
    </section>
  );
}
