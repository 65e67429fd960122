import type { BonusGrant } from '@gamehall/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { StatusTag, panelStyles as styles, useBrandTime } from '../../panel/index.ts';
import { GRANT_TONE, turnoverLeft } from '../model/bonus.ts';
import bonus from './bonus.module.css';
import { WagerProgress } from './wager-progress.tsx';

export interface BonusGrantItemProps {
  grant: BonusGrant;
  /** While a give-up runs: no other may start. */
  busy: boolean;
  onForfeit: (grant: BonusGrant) => void;
}

/**
 * One bonus: its wagering, what it still needs and until when while active (with the way
 * to give it up), or how it ended.
 */
export function BonusGrantItem({ grant: g, busy, onForfeit }: BonusGrantItemProps) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const titleId = useId();
  const title = t('mn_bonus_title', { time: time(g.at) });
  const active = g.state === 'ACTIVE';

  const details: [string, ReactNode][] = [
    [t('mn_amount'), <Money key="amount" value={g.amount} />],
    [t('mn_turnover_required'), <Money key="required" value={g.required} />],
    [t('mn_bonus_counted'), <Money key="counted" value={g.counted} />],
  ];
  if (active) {
    details.push([t('mn_turnover_remaining'), <Money key="left" value={turnoverLeft(g)} />]);
    if (g.expiresAt) details.push([t('mn_bonus_expires'), time(g.expiresAt)]);
  } else if (g.closedAt) {
    details.push([t('mn_bonus_closed_at'), time(g.closedAt)]);
  }
  if (g.remark) details.push([t('mn_remark'), g.remark]);

  return (
    <article className={bonus.grant} aria-labelledby={titleId}>
      <div className={bonus.heading}>
        <h5 id={titleId} className={bonus.title}>
          {title}
        </h5>
        <StatusTag tone={GRANT_TONE[g.state]}>{t(`mn_bonus_${g.state}`)}</StatusTag>
      </div>
      <WagerProgress grant={g} />
      <dl className={bonus.details}>
        {details.map(([term, value]) => (
          <div key={term} className={styles.contents}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {active && (
        <button
          type="button"
          className={styles.secondary}
          aria-label={t('mn_bonus_forfeit_of', { bonus: title })}
          disabled={busy}
          onClick={() => onForfeit(g)}
        >
          {t('mn_bonus_forfeit')}
        </button>
      )}
    </article>
  );
}
