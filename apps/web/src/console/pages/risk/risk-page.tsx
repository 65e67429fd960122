import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../ui/tabs.tsx';
import page from '../page.module.css';
import { BigWinsTab } from './big-wins-tab.tsx';
import { FastCyclesTab } from './fast-cycles-tab.tsx';
import { SharedIpsTab } from './shared-ips-tab.tsx';

const TABS = ['shared', 'wins', 'cycles'] as const;
type Tab = (typeof TABS)[number];
const DAYS = [1, 7, 30, 90] as const;
type Days = (typeof DAYS)[number];

/**
 * What risk staff look for: accounts that share an address, wins far above their stake, and
 * money deposited and soon withdrawn with little played. The tab and the days are kept in
 * the address, so coming back from a member finds the same list.
 */
export default function RiskPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const askedTab = params.get('tab') as Tab | null;
  const tab: Tab = askedTab && TABS.includes(askedTab) ? askedTab : 'shared';
  const askedDays = Number(params.get('days')) as Days;
  const days: Days = DAYS.includes(askedDays) ? askedDays : 7;
  const keep = (key: string, value: string) =>
    setParams(
      (now) => {
        const to = new URLSearchParams(now);
        to.set(key, value);
        return to;
      },
      { replace: true },
    );
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('cs_nav_risk')}</h1>
      <p className={page.muted}>{t('cs_risk_intro')}</p>
      <div className={page.form}>
        <label className={page.field}>
          {t('cs_risk_days')}
          <select value={days} onChange={(e) => keep('days', e.target.value)}>
            {DAYS.map((d) => (
              <option key={d} value={d}>
                {t('cs_risk_last_days', { count: d })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Tabs
        label={t('cs_risk_tabs')}
        tabs={TABS.map((id) => ({ id, text: t(`cs_risk_tab_${id}`) }))}
        selected={tab}
        onSelect={(next) => keep('tab', next)}
      >
        {tab === 'shared' && <SharedIpsTab days={days} />}
        {tab === 'wins' && <BigWinsTab days={days} />}
        {tab === 'cycles' && <FastCyclesTab days={days} />}
      </Tabs>
    </div>
  );
}
