import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import { clockText } from '../model/labels.ts';
import type { Match } from '../model/slip.ts';
import { useBook } from './book-context.tsx';
import styles from './match-row.module.css';

/** When a match starts (the brand's time zone), or its live clock and score, or its result. */
export function MatchClock({ match }: { match: Match }) {
  const { t } = useTranslation();
  const { timeZone } = useBook();
  if (match.phase === 'pre') {
    return (
      <time className={styles.time} dateTime={match.startAt}>
        {formatDateTime(match.startAt, timeZone).slice(0, 16)}
      </time>
    );
  }
  const score = match.score ?? { home: 0, away: 0 };
  return (
    <span className={match.phase === 'live' ? styles.live : styles.time}>
      <span>{match.phase === 'live' ? clockText(t, match.sport, match.clock) : t('sb_ended')}</span>{' '}
      <span className="visually-hidden">
        {t('sb_score', { home: score.home, away: score.away })}
      </span>
      <strong aria-hidden="true">
        {score.home} – {score.away}
      </strong>
    </span>
  );
}
