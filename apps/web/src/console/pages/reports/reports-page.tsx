import { GGR_BY } from '@gamehall/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBrandZone } from '../../lib/brand-zone.ts';
import {
  type DayRange,
  dayCount,
  MAX_REPORT_DAYS,
  presetRange,
  rangeProblem,
} from '../../lib/day-range.ts';
import { Tabs } from '../../ui/tabs.tsx';
import page from '../page.module.css';
import { AgentPayoutsTab } from './agent-payouts-tab.tsx';
import { CashTab } from './cash-tab.tsx';
import { GgrTab } from './ggr-tab.tsx';
import { PlayersTab } from './players-tab.tsx';
import { RangePicker } from './range-picker.tsx';

const TABS = ['ggr', 'cash', 'agents', 'players'] as const;
type Tab = (typeof TABS)[number];
type By = (typeof GGR_BY)[number];

/** Why a range is not asked, in words, before anything is sent. */
function problemWords(t: TFunction, range: DayRange): string | null {
  const problem = rangeProblem(range);
  if (problem === 'length') {
    return t('cs_rep_range_length', { max: MAX_REPORT_DAYS, n: dayCount(range) });
  }
  return problem ? t(`cs_rep_range_${problem}`) : null;
}

/**
 * The money reports over a range of the brand's days: GGR by day, category, vendor or game;
 * deposits and withdrawals; agents' payouts; players' results. The tab, the grouping and
 * the days are kept in the address, so coming back from a member finds the same report.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const brand = useBrandZone();
  const [params, setParams] = useSearchParams();
  const askedTab = params.get('tab') as Tab | null;
  const tab: Tab = askedTab && TABS.includes(askedTab) ? askedTab : 'ggr';
  const askedBy = params.get('by') as By | null;
  const by: By = askedBy && GGR_BY.includes(askedBy) ? askedBy : 'day';
  const asked = params.has('from') || params.has('to');
  // Until the brand's zone is known, the default days (the last 7) are not known either.
  const range: DayRange | null = asked
    ? { from: params.get('from') ?? '', to: params.get('to') ?? '' }
    : brand.settled
      ? presetRange('last7', new Date(), brand.zone)
      : null;
  const problem = range && problemWords(t, range);
  const keep = (next: Record<string, string>) =>
    setParams(
      (now) => {
        const to = new URLSearchParams(now);
        for (const [key, value] of Object.entries(next)) to.set(key, value);
        return to;
      },
      { replace: true },
    );
  const shown = range && !problem ? range : null;
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('cs_nav_reports')}</h1>
      <p className={page.muted}>{t('cs_rep_intro')}</p>
      {range && <RangePicker range={range} zone={brand.zone} onChange={(r) => keep({ ...r })} />}
      {problem && (
        <p role="alert" className={page.error}>
          {problem}
        </p>
      )}
      <Tabs
        label={t('cs_rep_tabs')}
        tabs={TABS.map((id) => ({ id, text: t(`cs_rep_tab_${id}`) }))}
        selected={tab}
        onSelect={(next) => keep({ tab: next })}
      >
        {!range && <p role="status">{t('cs_loading')}</p>}
        {shown && tab === 'ggr' && (
          <GgrTab range={shown} by={by} onBy={(next) => keep({ by: next })} />
        )}
        {shown && tab === 'cash' && <CashTab range={shown} />}
        {shown && tab === 'agents' && <AgentPayoutsTab range={shown} />}
        {shown && tab === 'players' && (
          <PlayersTab key={`${shown.from}/${shown.to}`} range={shown} />
        )}
      </Tabs>
    </div>
  );
}
