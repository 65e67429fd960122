import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Market, Match } from '../model/slip.ts';
import { MarketPrices } from './market-prices.tsx';
import { MatchClock } from './match-clock.tsx';
import styles from './match-row.module.css';

/** A list's main markets: the result (1X2, or ML where no draw is priced), handicap, total. */
export function mainMarkets(markets: readonly Market[]): Market[] {
  const first = (kind: Market['kind']) => markets.find((m) => m.kind === kind);
  return [first('1X2') ?? first('ML'), first('AH'), first('OU')].filter(
    (m): m is Market => m !== undefined,
  );
}

/** The address of a match's page: this list's, with ?match=. */
export function useMatchHref(id: string) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set('match', id);
  return `?${next}`;
}

/** A match in a list: its teams, start or live score, main markets and a link to the rest. */
export function MatchRow({ match }: { match: Match }) {
  const { t } = useTranslation();
  const id = useId();
  const href = useMatchHref(match.id);
  const main = mainMarkets(match.markets);
  const more = Math.max(0, match.marketCount - main.length);
  const teams = t('sb_teams', { home: match.home, away: match.away });
  return (
    <article className={styles.row} aria-labelledby={id}>
      <div className={styles.head}>
        <h3 id={id} className={styles.teams}>
          <span>{match.home}</span> <span className="visually-hidden">{t('sb_versus')}</span>{' '}
          <span>{match.away}</span>
        </h3>
        <MatchClock match={match} />
      </div>
      <div className={styles.markets}>
        {main.map((market) => (
          <MarketPrices key={market.id} match={match} market={market} compact />
        ))}
      </div>
      <Link to={href} className={styles.more} aria-label={t('sb_more_markets', { teams })}>
        {more > 0 ? `+${more}` : '›'}
      </Link>
    </article>
  );
}
