import { opsRiskFastCycles } from '@gamehall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { staffCall } from '../../lib/staff-call.ts';
import page from '../page.module.css';
import { AccountLink, RISK, RISK_PAGE_SIZE, RiskResults } from './risk-results.tsx';
import { usePageNo } from './use-page-no.ts';

/** How soon after the deposit a withdrawal counts (the call takes 1 to 168 hours; 24 by default). */
const WITHIN_HOURS = [1, 6, 12, 24, 48, 72, 168] as const;

/** The time from the deposit to the withdrawal: hours and minutes. */
const gapText = (t: TFunction, from: string, to: string) => {
  const minutes = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? t('cs_risk_gap_hours', { h: hours, m: minutes % 60 })
    : t('cs_risk_gap_minutes', { m: minutes });
};

/** Withdrawals asked soon after a deposit with less staked between: money passed through. */
export function FastCyclesTab({ days }: { days: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [withinHours, setWithinHours] = useState<number>(24);
  const [pageNo, setPageNo] = usePageNo(days, withinHours);
  const cycles = useQuery({
    queryKey: [...RISK, 'fast-cycles', days, withinHours, pageNo],
    queryFn: () =>
      staffCall(opsRiskFastCycles, {
        query: { days, withinHours, pageNo, pageSize: RISK_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
  const list = cycles.data?.cycles ?? [];
  return (
    <>
      <p className={page.muted}>{t('cs_risk_cycles_intro')}</p>
      <div className={page.form}>
        <label className={page.field}>
          {t('cs_risk_within')}
          <select value={withinHours} onChange={(e) => setWithinHours(Number(e.target.value))}>
            {WITHIN_HOURS.map((h) => (
              <option key={h} value={h}>
                {t('cs_risk_hours', { count: h })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <RiskResults
        query={cycles}
        rows={list.length}
        pagesLabel={t('cs_risk_cycles_pages')}
        onPage={setPageNo}
      >
        <table className={page.table} aria-label={t('cs_risk_tab_cycles')}>
          <thead>
            <tr>
              <th scope="col">{t('cs_account')}</th>
              <th scope="col" className={page.number}>
                {t('cs_risk_deposit')}
              </th>
              <th scope="col" className={page.number}>
                {t('cs_risk_withdrawal')}
              </th>
              <th scope="col">{t('cs_risk_gap')}</th>
              <th scope="col" className={page.number}>
                {t('cs_risk_staked')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((c) => (
              <tr key={`${c.account}-${c.depositAt}-${c.withdrawalAt}`}>
                <th scope="row">
                  <AccountLink account={c.account} tab="ledger" />
                </th>
                <td className={page.number}>
                  {format.money(c.deposit)}
                  <br />
                  <span className={page.muted}>{format.dateTime(c.depositAt)}</span>
                </td>
                <td className={page.number}>
                  {format.money(c.withdrawal)}
                  <br />
                  <span className={page.muted}>{format.dateTime(c.withdrawalAt)}</span>
                </td>
                <td className={page.nowrap}>{gapText(t, c.depositAt, c.withdrawalAt)}</td>
                <td className={page.number}>{format.money(c.staked)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </RiskResults>
    </>
  );
}
