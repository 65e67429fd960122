import { LIMIT_KINDS, type Protection } from '@gamehall/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { panelStyles as panel } from '../../panel/index.ts';
import { limitsOf } from '../model/limits.ts';
import { LimitRow } from './limit-row.tsx';
import styles from './protection.module.css';

/** Deposit, loss and wager limits, each per day, week and month. */
export function MoneyLimits({ protection }: { protection: Protection }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.block}>
      <h5 className={styles.subheading}>{t('rg_money_limits')}</h5>
      <p className={panel.hint}>{t('rg_money_hint')}</p>
      {LIMIT_KINDS.map((kind) => (
        <section key={kind} className={styles.kind} aria-labelledby={`${id}-${kind}`}>
          <h6 id={`${id}-${kind}`} className={styles.kindHeading}>
            {t(`rg_kind_${kind}`)}
          </h6>
          <p className={styles.note}>{t(`rg_kind_hint_${kind}`)}</p>
          <ul className={styles.limits}>
            {limitsOf(protection, kind).map((limit) => (
              <LimitRow key={limit.period} limit={limit} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
