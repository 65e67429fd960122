import type { getLotteryGame, ValueOf } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useSiteConfig } from '../../system/index.ts';
import styles from './betting.module.css';
import { timeLeft, useNow } from './use-now.ts';

type OpenDraw = ValueOf<typeof getLotteryGame>['draws'][number];

/**
 * The draw taking bets: its issue, the countdown to its cut-off, and its commitment (an
 * e-lottery draw's seed hash) or, for a regional draw (`official`: the result comes from
 * the official draw), when it is drawn.
 */
export function OpenDrawFacts({
  draw,
  official = false,
  compact = false,
}: {
  draw: OpenDraw | null;
  official?: boolean;
  /** Smaller, for a lobby's card. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const timeZone = useSiteConfig().data?.timeZone;
  if (!draw) return <p className={styles.muted}>{t('lt_no_draw')}</p>;
  const closed = Date.parse(draw.closesAt) <= now;
  return (
    <dl className={compact ? styles.compactFacts : styles.facts} aria-label={t('lt_open_draw')}>
      <div>
        <dt>{t('lt_issue')}</dt>
        <dd>{draw.issue}</dd>
      </div>
      <div>
        <dt>{t('lt_closes_in')}</dt>
        <dd>
          {closed ? (
            t('lt_closed_wait')
          ) : (
            <time dateTime={draw.closesAt} className={styles.countdown}>
              {timeLeft(draw.closesAt, now, (count) => t('lt_days', { count }))}
            </time>
          )}
        </dd>
      </div>
      {official ? (
        <div className={styles.wide}>
          <dt>{t('lt_draw_at')}</dt>
          <dd>
            <time dateTime={draw.drawAt}>{formatDateTime(draw.drawAt, timeZone)}</time>
          </dd>
        </div>
      ) : (
        <div className={styles.wide}>
          <dt>{t('lt_commitment')}</dt>
          <dd>
            <code className={styles.hash} title={draw.commitment}>
              {draw.commitment.slice(0, 16)}…
            </code>
          </dd>
        </div>
      )}
    </dl>
  );
}
