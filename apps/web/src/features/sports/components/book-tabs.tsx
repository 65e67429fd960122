import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SportsTab } from '../api/get-sports-matches.ts';
import type { SportsMenu } from '../api/get-sports-menu.ts';
import styles from './book-tabs.module.css';

const ORDER: readonly SportsTab[] = ['today', 'early', 'live'];

/** Today / Early / In play, with their counts (of the sport chosen); the tab is in the address. */
export function BookTabs({
  menu,
  tab,
  sport,
  children,
}: {
  menu: SportsMenu;
  tab: SportsTab;
  sport: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const sports = menu.sports.filter((s) => sport === null || s.sport === sport);
  const count = (which: SportsTab) => sports.reduce((n, s) => n + s[which], 0);
  const select = (which: SportsTab) => {
    const next = new URLSearchParams(params);
    next.set('tab', which);
    setParams(next, { preventScrollReset: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const to = ORDER[(ORDER.indexOf(tab) + step + ORDER.length) % ORDER.length] ?? tab;
    select(to);
    event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${to}`)}`)?.focus();
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={t('sb_tabs')} className={styles.list} onKeyDown={onKeyDown}>
        {ORDER.map((which) => (
          <button
            key={which}
            id={`${id}-${which}`}
            type="button"
            role="tab"
            aria-selected={tab === which}
            aria-controls={`${id}-panel`}
            tabIndex={tab === which ? 0 : -1}
            className={styles.tab}
            onClick={() => select(which)}
          >
            {t(`sb_tab_${which}`)} <span className={styles.count}>{count(which)}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {children}
      </div>
    </div>
  );
}
