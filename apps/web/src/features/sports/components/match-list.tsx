import { useTranslation } from 'react-i18next';
import { type MatchFilter, useSportsMatches } from '../api/get-sports-matches.ts';
import { useReprice } from '../hooks/use-reprice.ts';
import type { Match } from '../model/slip.ts';
import styles from './match-list.module.css';
import { MatchRow } from './match-row.tsx';

/** Matches by league, in the server's order. */
function byLeague(matches: readonly Match[]) {
  const leagues = new Map<string, { name: string; matches: Match[] }>();
  for (const match of matches) {
    const league = leagues.get(match.league.id) ?? { name: match.league.name, matches: [] };
    league.matches.push(match);
    leagues.set(match.league.id, league);
  }
  return [...leagues.entries()];
}

/** A tab's matches, league by league, each with its main markets. */
export function MatchList({ filter, label }: { filter: MatchFilter; label: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useSportsMatches(filter);
  useReprice(data?.matches);
  if (isPending) return <p role="status">{t('sb_loading')}</p>;
  if (isError) {
    return (
      <div role="alert" className={styles.problem}>
        <p>{t('sb_matches_error')}</p>
        <button type="button" className={styles.link} onClick={() => void refetch()}>
          {t('sb_retry')}
        </button>
      </div>
    );
  }
  if (data.matches.length === 0)
    return <p className={styles.empty}>{t(`sb_none_${filter.tab}`)}</p>;
  return (
    <section aria-label={label} className={styles.list}>
      {byLeague(data.matches).map(([id, league]) => (
        <section key={id} aria-label={league.name} className={styles.league}>
          <h2 className={styles.leagueName}>{league.name}</h2>
          {league.matches.map((match) => (
            <MatchRow key={match.id} match={match} />
          ))}
        </section>
      ))}
    </section>
  );
}
