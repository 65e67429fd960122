import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { FormResult } from '../../panel/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { useClaimVipMonthly } from '../api/claim-vip-monthly.ts';
import type { PlayerRank } from './rank-card.tsx';
import styles from './vip.module.css';

/**
 * The monthly bonus of the player's rank: what it is, and a button that claims it once per
 * brand month into the bonus wallet (its turnover to wager is said once it is in). A rank
 * without one says so and has no button.
 */
export function MonthlyBonus({ monthly }: { monthly: PlayerRank['monthly'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const symbol = useSiteConfig().data?.currencySymbol;
  const claim = useClaimVipMonthly();
  // Kept here rather than the panel's useOutcome: that hook's module brings the money
  // forms' amount checks, a chunk this page would otherwise share with the centres.
  const [outcome, setOutcome] = useState<{ done?: string; error?: string }>({});

  const submit = async () => {
    setOutcome({});
    try {
      const { amount, turnover } = await claim.submit({});
      setOutcome({
        done: t('app_vip_monthly_done', {
          amount: formatMoneyWith(amount, symbol),
          turnover: formatMoneyWith(turnover, symbol),
        }),
      });
    } catch (err) {
      // Refusals (already claimed, nothing to claim) worded for this page.
      setOutcome({ error: errorText(err, t, 'vip', { currencySymbol: symbol }) });
    }
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('app_vip_monthly_title')}
      </h2>
      {monthly.amount > 0 ? (
        <>
          <dl className={styles.figures}>
            <div>
              <dt>{t('app_vip_monthly_amount')}</dt>
              <dd>
                <Money value={monthly.amount} symbol={symbol} />
              </dd>
            </div>
          </dl>
          <p className={styles.note}>{t('app_vip_monthly_note')}</p>
          <button
            type="button"
            className={styles.claim}
            disabled={monthly.claimed || claim.isPending}
            onClick={() => void submit()}
          >
            {claim.isPending
              ? t('in_loading')
              : t(monthly.claimed ? 'app_vip_monthly_claimed' : 'app_vip_monthly_claim')}
          </button>
        </>
      ) : (
        <p className={styles.note}>{t('app_vip_monthly_none')}</p>
      )}
      <FormResult success={outcome.done !== undefined} {...outcome} />
    </section>
  );
}
