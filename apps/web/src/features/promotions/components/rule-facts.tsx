import type { PromotionCard } from '@gamehall/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { formatRate } from '../../rewards/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import styles from '../pages/promotions.module.css';
import { usePeriod } from './use-period.ts';

/**
 * A promotion's rule in figures: the share of the deposit with its cap and the least
 * deposit, or the fixed bonus; the turnover it must be wagered; how often; the period.
 */
export function RuleFacts({ promo }: { promo: PromotionCard }) {
  const { t } = useTranslation();
  const period = usePeriod();
  const symbol = useSiteConfig().data?.currencySymbol;
  const { rule } = promo;
  const money = (value: number) => <Money value={value} symbol={symbol} />;

  const facts: [string, ReactNode][] = [];
  if (rule.kind === 'DEPOSIT_PERCENT') {
    if (rule.percentBp !== undefined) {
      facts.push([
        t('app_promo_fact_percent'),
        t('app_promo_fact_percent_value', { rate: formatRate(rule.percentBp) }),
      ]);
    }
    if (rule.cap !== undefined) facts.push([t('app_promo_fact_cap'), money(rule.cap)]);
    if (rule.minDeposit !== undefined) {
      facts.push([t('app_promo_fact_min_deposit'), money(rule.minDeposit)]);
    }
  } else if (rule.amount !== undefined) {
    facts.push([t('app_promo_fact_amount'), money(rule.amount)]);
  }
  facts.push([
    t('app_promo_fact_turnover'),
    t('app_promo_fact_turnover_value', { multiple: promo.turnoverMultiple }),
  ]);
  facts.push([t('app_promo_fact_repeat'), t(`app_promo_repeat_${promo.repeat}`)]);
  facts.push([t('app_promo_fact_period'), period(promo)]);

  return (
    <dl className={styles.facts} aria-label={t('app_promo_rules')}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
