import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../ui/tabs.tsx';
import page from '../page.module.css';
import { type GameFilter, gameFilterOf } from './game-filters.tsx';
import { GamesTab } from './games-tab.tsx';
import { VendorsTab } from './vendors-tab.tsx';

const TABS = ['games', 'vendors'] as const;
type Tab = (typeof TABS)[number];

/**
 * The catalogue as the operator runs it (issue 19): which games and vendors the lobby
 * shows, which are hot, in what order, and the vendors' signing keys. The tab, the filter
 * and the page are kept in the address, so a reload or a shared link finds the same list.
 */
export default function GamesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'games';
  const filter = gameFilterOf(params);
  const pageNo = Math.max(1, Math.min(100_000, Math.floor(Number(params.get('page')) || 1)));
  const keep = (next: { tab: Tab; filter: GameFilter; pageNo: number }) =>
    setParams(
      () => {
        const to = new URLSearchParams();
        if (next.tab !== 'games') to.set('tab', next.tab);
        for (const [key, value] of Object.entries(next.filter)) if (value) to.set(key, value);
        if (next.pageNo > 1) to.set('page', String(next.pageNo));
        return to;
      },
      { replace: true },
    );
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('cs_nav_games')}</h1>
      <p className={page.muted}>{t('cs_gm_intro')}</p>
      <Tabs
        label={t('cs_gm_tabs')}
        tabs={TABS.map((id) => ({ id, text: t(`cs_gm_tab_${id}`) }))}
        selected={tab}
        onSelect={(next) => keep({ tab: next, filter, pageNo })}
      >
        {tab === 'games' ? (
          <GamesTab
            filter={filter}
            pageNo={pageNo}
            onFilter={(next) => keep({ tab, filter: next, pageNo: 1 })}
            onPage={(next) => keep({ tab, filter, pageNo: next })}
          />
        ) : (
          <VendorsTab />
        )}
      </Tabs>
    </div>
  );
}
