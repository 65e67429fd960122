import { SPORTS_TABS } from '@gamehall/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { useSiteConfig } from '../../system/index.ts';
import type { SportsTab } from '../api/get-sports-matches.ts';
import { type SportsCategory, type SportsMenu, useSportsMenu } from '../api/get-sports-menu.ts';
import { useSportsLive } from '../api/use-sports-live.ts';
import { BetSlip } from '../components/bet-slip.tsx';
import { BookProvider, useBook } from '../components/book-context.tsx';
import { BookTabs } from '../components/book-tabs.tsx';
import { MatchList } from '../components/match-list.tsx';
import { MatchPage } from '../components/match-page.tsx';
import { MyBets } from '../components/my-bets.tsx';
import { QuickBetResults } from '../components/quick-bet-results.tsx';
import { SportsMenu as Menu } from '../components/sports-menu.tsx';
import styles from './sports-book-page.module.css';

const TITLES: Record<SportsCategory, string> = { SPORTS: 'hd_sports', ESPORTS: 'hd_esports' };

/** The tab of the address, else in play when a match is, else today. */
function tabOf(wanted: string | null, menu: SportsMenu, sport: string | null): SportsTab {
  if ((SPORTS_TABS as readonly string[]).includes(wanted ?? '')) return wanted as SportsTab;
  const sports = menu.sports.filter((s) => sport === null || s.sport === sport);
  return sports.some((s) => s.live > 0) ? 'live' : 'today';
}

/**
 * The sportsbook of a category (/sports, /esports): the sports menu, the matches of a tab
 * (today, early, in play) or one match's page (?match=), the bet slip and my bets. The
 * address says the book (?book=, the vendor whose title opened it), sport, league and tab.
 */
export function SportsBookPage({ category }: { category: SportsCategory }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const menu = useSportsMenu(category);
  const site = useSiteConfig().data;
  const title = t(TITLES[category]);
  if (menu.isPending) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <p role="status">{t('sb_loading')}</p>
      </div>
    );
  }
  if (menu.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <div role="alert">
          <p>{t('sb_menu_error')}</p>
          <button type="button" className={styles.link} onClick={() => void menu.refetch()}>
            {t('sb_retry')}
          </button>
        </div>
      </div>
    );
  }
  const vendor = params.get('book') || menu.data.books[0]?.vendor || null;
  return (
    <BookProvider
      menu={menu.data}
      vendor={vendor}
      symbol={site?.currencySymbol ?? ''}
      timeZone={site?.timeZone || undefined}
    >
      <Book category={category} menu={menu.data} title={title} />
    </BookProvider>
  );
}

function Book({
  category,
  menu,
  title,
}: {
  category: SportsCategory;
  menu: SportsMenu;
  title: string;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const loggedIn = useLoggedIn();
  const { vendor, slip, dispatch } = useBook();
  const slipId = useId();
  const [sheetOpen, setSheetOpen] = useState(false);
  useSportsLive(category, (matches) => dispatch({ type: 'reprice', matches }));
  const sport = params.get('sport') || null;
  const league = params.get('league') || null;
  const matchId = params.get('match') || null;
  const tab = tabOf(params.get('tab'), menu, sport);
  const bookName = menu.books.find((b) => b.vendor === vendor)?.name;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {bookName && <p className={styles.muted}>{bookName}</p>}
      </header>
      <div className={styles.columns}>
        <div className={styles.menu}>
          <Menu menu={menu} />
        </div>
        <div className={styles.main}>
          {matchId ? (
            <MatchPage id={matchId} />
          ) : (
            <BookTabs menu={menu} tab={tab} sport={sport}>
              <MatchList
                filter={{ category, tab, sport: sport ?? undefined, league: league ?? undefined }}
                label={t(`sb_tab_${tab}`)}
              />
            </BookTabs>
          )}
        </div>
        <aside className={styles.side} aria-label={t('sb_side')}>
          <div className={styles.sheet} data-open={sheetOpen}>
            <QuickBetResults />
            <button
              type="button"
              className={styles.sheetToggle}
              aria-expanded={sheetOpen}
              aria-controls={slipId}
              onClick={() => setSheetOpen((open) => !open)}
            >
              {t('sb_slip_toggle', { count: slip.selections.length })}
            </button>
            <div className={styles.sheetBody}>
              <BetSlip id={slipId} />
            </div>
          </div>
          {loggedIn && <MyBets />}
        </aside>
      </div>
    </div>
  );
}
