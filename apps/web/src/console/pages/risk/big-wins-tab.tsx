import { opsRiskBigWins } from '@gamehall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { staffCall } from '../../lib/staff-call.ts';
import page from '../page.module.css';
import { AccountLink, RISK, RISK_PAGE_SIZE, RiskResults } from './risk-results.tsx';
import { usePageNo } from './use-page-no.ts';

/** The call's own defaults: a win of 1,000 or 100 times the stake. */
const DEFAULTS = { minWin: 1000, minMultiple: 100 };

/** A sum of at least `min` with at most two places, or null. */
const numberOf = (text: string, min: number) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) && n >= min && Number(n.toFixed(2)) === n
    ? n
    : null;
};

/** Rounds that paid at least a sum, or at least a multiple of their stake, the largest first. */
export function BigWinsTab({ days }: { days: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [filter, setFilter] = useState(DEFAULTS);
  const [invalid, setInvalid] = useState(false);
  const [pageNo, setPageNo] = usePageNo(days, filter);
  const wins = useQuery({
    queryKey: [...RISK, 'big-wins', days, filter, pageNo],
    queryFn: () =>
      staffCall(opsRiskBigWins, {
        query: { days, ...filter, pageNo, pageSize: RISK_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const minWin = numberOf(String(form.get('minWin') ?? ''), 0);
    const minMultiple = numberOf(String(form.get('minMultiple') ?? ''), 1);
    setInvalid(minWin === null || minMultiple === null);
    if (minWin !== null && minMultiple !== null) setFilter({ minWin, minMultiple });
  };
  const list = wins.data?.wins ?? [];
  return (
    <>
      <p className={page.muted}>{t('cs_risk_wins_intro')}</p>
      <form className={page.form} onSubmit={apply} noValidate>
        <label className={page.field}>
          {t('cs_risk_min_win')}
          <input
            name="minWin"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={String(DEFAULTS.minWin)}
            aria-invalid={invalid}
          />
        </label>
        <label className={page.field}>
          {t('cs_risk_min_multiple')}
          <input
            name="minMultiple"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={String(DEFAULTS.minMultiple)}
            aria-invalid={invalid}
          />
        </label>
        <button type="submit" className={page.primary}>
          {t('cs_risk_apply')}
        </button>
      </form>
      {invalid && (
        <p role="alert" className={page.error}>
          {t('cs_risk_wins_invalid')}
        </p>
      )}
      <RiskResults
        query={wins}
        rows={list.length}
        pagesLabel={t('cs_risk_wins_pages')}
        onPage={setPageNo}
      >
        <table className={page.table} aria-label={t('cs_risk_tab_wins')}>
          <thead>
            <tr>
              <th scope="col">{t('cs_account')}</th>
              <th scope="col">{t('cs_audit_at')}</th>
              <th scope="col">{t('cs_bets_game')}</th>
              <th scope="col">{t('cs_bets_round')}</th>
              <th scope="col" className={page.number}>
                {t('cs_bets_stake')}
              </th>
              <th scope="col" className={page.number}>
                {t('cs_bets_win')}
              </th>
              <th scope="col" className={page.number}>
                {t('cs_risk_multiple')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((w) => (
              <tr key={`${w.vendor}-${w.roundId}-${w.account}`}>
                <th scope="row">
                  <AccountLink account={w.account} tab="bets" />
                </th>
                <td className={page.nowrap}>{format.dateTime(w.at)}</td>
                <td>
                  {w.gameCode}
                  <br />
                  <span className={page.muted}>{w.vendor}</span>
                </td>
                <td>{w.roundId}</td>
                <td className={page.number}>{format.money(w.stake)}</td>
                <td className={page.number}>{format.money(w.win)}</td>
                <td className={page.number}>
                  {t('cs_risk_times', { n: format.money(w.multiple) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </RiskResults>
    </>
  );
}
