import type { SportsTimelineEvent } from '@gamehall/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type * as z from 'zod/mini';
import { useSportsMatch } from '../api/get-sports-match.ts';
import { useReprice } from '../hooks/use-reprice.ts';
import { marketTitle, sportName } from '../model/labels.ts';
import type { Match } from '../model/slip.ts';
import { MarketPrices } from './market-prices.tsx';
import { MatchClock } from './match-clock.tsx';
import styles from './match-page.module.css';

type TimelineEvent = z.infer<typeof SportsTimelineEvent>;

/** A match's own page: every market, the live score and what happened so far. */
export function MatchPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = new URLSearchParams(params);
  back.delete('match');
  const { data, isPending, isError, refetch } = useSportsMatch(id);
  const shown = useMemo(() => (data ? [data.match] : undefined), [data]);
  useReprice(shown);
  const backLink = (
    <Link to={`?${back}`} className={styles.back}>
      {t('sb_back')}
    </Link>
  );
  if (isPending) {
    return (
      <div className={styles.page}>
        {backLink}
        <p role="status">{t('sb_loading')}</p>
      </div>
    );
  }
  if (isError) {
    return (
      <div className={styles.page}>
        {backLink}
        <div role="alert">
          <p>{t('sb_match_error')}</p>
          <button type="button" className={styles.link} onClick={() => void refetch()}>
            {t('sb_retry')}
          </button>
        </div>
      </div>
    );
  }
  const { match, timeline } = data;
  return (
    <article
      className={styles.page}
      aria-label={t('sb_teams', { home: match.home, away: match.away })}
    >
      {backLink}
      <header className={styles.header}>
        <p className={styles.muted}>
          {sportName(t, match.sport)} · {match.league.name}
        </p>
        <h2 className={styles.title}>{t('sb_teams', { home: match.home, away: match.away })}</h2>
        <MatchClock match={match} />
      </header>
      {match.markets.length === 0 && <p className={styles.muted}>{t('sb_no_markets')}</p>}
      {match.markets.map((market) => (
        <section key={market.id} className={styles.market}>
          <h3 className={styles.heading}>{marketTitle(t, market)}</h3>
          <MarketPrices match={match} market={market} />
        </section>
      ))}
      {timeline.length > 0 && <Timeline match={match} events={timeline} />}
    </article>
  );
}

function Timeline({ match, events }: { match: Match; events: readonly TimelineEvent[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('sb_timeline')} className={styles.market}>
      <h3 className={styles.heading}>{t('sb_timeline')}</h3>
      <ol className={styles.timeline}>
        {events.map((e, i) => (
          // The feed's events have no id; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: a timeline only grows at its end.
          <li key={i}>
            <span className={styles.clock}>{e.clock}</span>{' '}
            {t(`sb_event_${e.kind}`, {
              team: e.side === null ? '' : match[e.side],
            })}{' '}
            <strong>
              {e.score.home} – {e.score.away}
            </strong>
          </li>
        ))}
      </ol>
    </section>
  );
}
