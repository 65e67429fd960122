import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './notice-ticker.module.css';

interface Notice {
  id: number;
  title: string;
}

/** Reading pace of the ticker: seconds per character, with a floor for short lists. */
const SECONDS_PER_CHAR = 0.22;
const MIN_SECONDS = 15;

/**
 * The player notices (PL) scrolling across the home page, each linking to the notice
 * page. It stops under the pointer or keyboard focus and has its own pause button
 * (WCAG 2.2.2); with reduced motion it is a still row that scrolls by hand.
 */
export function NoticeTicker({
  notices,
  loading = false,
}: {
  notices: Notice[];
  /** The notices are on their way: the row keeps its place, so nothing below moves. */
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  if (notices.length === 0) {
    return loading ? <div className={styles.ticker} aria-hidden="true" /> : null;
  }
  const chars = notices.reduce((n, notice) => n + notice.title.length + 8, 0);
  const duration = { '--ticker-duration': `${Math.max(MIN_SECONDS, chars * SECONDS_PER_CHAR)}s` };
  return (
    <section className={styles.ticker} aria-label={t('app_notices')}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M3 10v4h4l5 4V6L7 10zM16 8a5 5 0 0 1 0 8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <div className={styles.track}>
        <ul
          className={paused ? `${styles.list} ${styles.paused}` : styles.list}
          style={duration as CSSProperties}
        >
          {notices.map((n) => (
            <li key={n.id}>
              <Link to={`/noticePage?id=${n.id}`}>{n.title}</Link>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={styles.pause}
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
        aria-label={t('app_ticker_pause')}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d={paused ? 'M8 5v14l11-7z' : 'M7 5h3v14H7zM14 5h3v14h-3z'} fill="currentColor" />
        </svg>
      </button>
      <Link to="/noticePage" className={styles.all}>
        {t('app_notices_all')}
      </Link>
    </section>
  );
}
