import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { SportsMenu as Menu } from '../api/get-sports-menu.ts';
import { sportName } from '../model/labels.ts';
import styles from './sports-menu.module.css';

/** This page's address with some parameters set (or removed with null); a match page is left. */
function useHref() {
  const [params] = useSearchParams();
  return (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.delete('match');
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return `?${next}`;
  };
}

/** The category's sports with their counts (in play, today, early), each opening to its leagues. */
export function SportsMenu({ menu }: { menu: Menu }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const href = useHref();
  const current = params.get('sport');
  const league = params.get('league');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(current ? [current] : []));
  const toggle = (sport: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(sport)) next.add(sport);
      return next;
    });

  return (
    <nav aria-label={t('sb_menu')} className={styles.menu}>
      <ul className={styles.sports}>
        <li>
          <Link
            to={href({ sport: null, league: null })}
            className={styles.sport}
            aria-current={current === null ? 'page' : undefined}
          >
            {t('sb_all_sports')}
          </Link>
        </li>
        {menu.sports.map((s) => {
          const name = sportName(t, s.sport);
          const expanded = open.has(s.sport);
          const leaguesId = `sb-leagues-${s.sport}`;
          return (
            <li key={s.sport} className={styles.item}>
              <div className={styles.line}>
                <Link
                  to={href({ sport: s.sport, league: null })}
                  className={styles.sport}
                  aria-current={current === s.sport && league === null ? 'page' : undefined}
                >
                  <span>{name}</span>
                  <span className={styles.counts}>
                    {s.live > 0 && (
                      <span className={styles.live}>{t('sb_count_live', { count: s.live })}</span>
                    )}
                    <span>{t('sb_count_today', { count: s.today })}</span>
                    <span>{t('sb_count_early', { count: s.early })}</span>
                  </span>
                </Link>
                {s.leagues.length > 0 && (
                  <button
                    type="button"
                    className={styles.expand}
                    aria-expanded={expanded}
                    aria-controls={leaguesId}
                    aria-label={t('sb_leagues_of', { sport: name })}
                    onClick={() => toggle(s.sport)}
                  >
                    <span aria-hidden="true">{expanded ? '−' : '+'}</span>
                  </button>
                )}
              </div>
              <ul id={leaguesId} className={styles.leagues} hidden={!expanded}>
                {s.leagues.map((l) => (
                  <li key={l.id}>
                    <Link
                      to={href({ sport: s.sport, league: l.id })}
                      className={styles.league}
                      aria-current={league === l.id ? 'page' : undefined}
                    >
                      <span>{l.name}</span> <span className={styles.counts}>{l.matches}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
