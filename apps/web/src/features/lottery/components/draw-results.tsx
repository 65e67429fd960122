import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { LoginPrompt } from '../../lobby/index.ts';
import { LOTTERY_BETS } from '../api/get-lottery-bets.ts';
import { useOpenedNumbers } from '../api/get-opened-numbers.ts';
import type { ELotteryFamily as Family } from '../model/families.ts';
import { verifyLink } from './draw-board.tsx';
import { LoadFailed } from './load-failed.tsx';
import styles from './results.module.css';
import { TrendTable } from './trend-table.tsx';

/** How many of the last results are listed (the trend counts more). */
const LISTED = 10;

/**
 * The game's last results, each with the link that recomputes it on /verify, and the
 * trend of the last draws. The results are a players' call: a visitor is asked to log in.
 */
export function DrawResults(props: { gameCode: string; family: Family; everyMinutes: number }) {
  const { t } = useTranslation();
  const id = useId();
  const loggedIn = useLoggedIn();
  return (
    <section className={styles.results} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('lt_results')}
      </h2>
      {loggedIn ? <Results {...props} /> : <LoginPrompt message={t('lt_results_login')} />}
    </section>
  );
}

function Results({ gameCode, family, everyMinutes }: Parameters<typeof DrawResults>[0]) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data, isPending, isError, refetch } = useOpenedNumbers(gameCode, everyMinutes);
  const newest = data?.list[0]?.issue;
  // A new result settles the bets on it: my bets are asked again.
  useEffect(() => {
    if (newest) void client.invalidateQueries({ queryKey: [...LOTTERY_BETS, gameCode] });
  }, [newest, gameCode, client]);

  if (isPending) return <p role="status">{t('lt_loading')}</p>;
  if (isError) {
    return (
      <LoadFailed
        message={t('lt_results_error')}
        buttonClass={styles.link}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.list.length === 0) return <p className={styles.muted}>{t('lt_no_results')}</p>;
  const name = t('lt_game', { family: t(`lt_family_${family}`), minutes: everyMinutes });
  return (
    <>
      <ol className={styles.list}>
        {data.list.slice(0, LISTED).map((draw) => (
          <li key={draw.issue} className={styles.result}>
            <span className={styles.issue}>{draw.issue}</span>
            <span className={styles.numbers}>
              {draw.numbers.join(' ')}
              {draw.special !== null && ` + ${draw.special}`}
            </span>
            <Link
              to={verifyLink(family, draw)}
              aria-label={t('lt_verify_label', { issue: draw.issue, name })}
            >
              {t('lt_verify')}
            </Link>
          </li>
        ))}
      </ol>
      <TrendTable family={family} results={data.list} />
    </>
  );
}
