import type { getLotteryGame, ValueOf } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import styles from './betting.module.css';
import { timeLeft, useNow } from './use-now.ts';

type OpenDraw = ValueOf<typeof getLotteryGame>['draws'][number];

/** The draw taking bets: its issue, the countdown to its cut-off and its commitment. */
export function OpenDrawFacts({ draw }: { draw: OpenDraw | null }) {
  const { t } = useTranslation();
  const now = useNow();
  if (!draw) return <p className={styles.muted}>{t('lt_no_draw')}</p>;
  const closed = Date.parse(draw.closesAt) <= now;
  return (
    <dl className={styles.facts} aria-label={t('lt_open_draw')}>
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
              {timeLeft(draw.closesAt, now)}
            </time>
          )}
        </dd>
      </div>
      <div className={styles.wide}>
        <dt>{t('lt_commitment')}</dt>
        <dd>
          <code className={styles.hash} title={draw.commitment}>
            {draw.commitment.slice(0, 16)}…
          </code>
        </dd>
      </div>
    </dl>
  );
}
