import type { RegionalLotteryFamily } from '@gamehall/games';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useSiteConfig } from '../../system/index.ts';
import { LOTTERY_BETS } from '../api/get-lottery-bets.ts';
import { type RegionalDrawn, useRegionalResults } from '../api/get-regional-results.ts';
import { LoadFailed } from './load-failed.tsx';
import { PrizeTiers, ResultMarks } from './prize-tiers.tsx';
import styles from './results.module.css';

/** A result's line: its draw, when it was drawn, and its marks (demo, corrected). */
export function ResultLine({ draw }: { draw: RegionalDrawn }) {
  const { t } = useTranslation();
  const timeZone = useSiteConfig().data?.timeZone;
  return (
    <span className={styles.resultLine}>
      <span className={styles.issue}>{t('lt_result_of', { issue: draw.issue })}</span>
      <time className={styles.muted} dateTime={draw.drawAt}>
        {formatDateTime(draw.drawAt, timeZone)}
      </time>
      <ResultMarks draw={draw} />
    </span>
  );
}

/**
 * A regional game's last results as their prize tiers (public: a visitor sees them too),
 * the newest open and the older ones folded. The e-lottery's /verify links and trend do not
 * apply: these results come from the official draw, not from a seed.
 */
export function RegionalResults({
  gameCode,
  family,
}: {
  gameCode: string;
  family: RegionalLotteryFamily;
}) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const { data, isPending, isError, refetch } = useRegionalResults(gameCode);
  // A new result settles the bets on it, a correction settles them again: my bets are
  // asked again when either shows.
  const seen = data?.list.map((d) => `${d.issue}:${d.revision}`).join(',');
  useEffect(() => {
    if (seen) void client.invalidateQueries({ queryKey: [...LOTTERY_BETS, gameCode] });
  }, [seen, gameCode, client]);

  const [newest, ...older] = data?.list ?? [];
  return (
    <section className={styles.results} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('lt_results')}
      </h2>
      {isPending && <p role="status">{t('lt_loading')}</p>}
      {isError && (
        <LoadFailed
          message={t('lt_results_error')}
          buttonClass={styles.link}
          onRetry={() => void refetch()}
        />
      )}
      {data && !newest && <p className={styles.muted}>{t('lt_no_results')}</p>}
      {newest && (
        <div className={styles.latest}>
          <ResultLine draw={newest} />
          <PrizeTiers
            family={family}
            prizes={newest.prizes}
            label={t('lt_result_table', { issue: newest.issue })}
          />
        </div>
      )}
      {older.length > 0 && (
        <ul className={styles.older}>
          {older.map((draw) => (
            <li key={draw.issue}>
              <FoldedResult draw={draw} family={family} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An older result: its line, and its tiers once unfolded. */
function FoldedResult({ draw, family }: { draw: RegionalDrawn; family: RegionalLotteryFamily }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.fold} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <ResultLine draw={draw} />
      </summary>
      {open && (
        <PrizeTiers
          family={family}
          prizes={draw.prizes}
          label={t('lt_result_table', { issue: draw.issue })}
        />
      )}
    </details>
  );
}
