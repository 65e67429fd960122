import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDay } from '../../lib/day-range.ts';
import page from '../page.module.css';

export const DEPOSIT_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** What the list is narrowed to; '' is no filter. Days are the brand's, both included. */
export interface DepositFilter {
  status: DepositStatus | '';
  account: string;
  from: string;
  to: string;
}

export const NO_FILTER: DepositFilter = { status: '', account: '', from: '', to: '' };

/** The filter bar: a status, a player, the days the orders were made (each may be left out). */
export function DepositFilters({
  filter,
  onFilter,
}: {
  filter: DepositFilter;
  onFilter: (filter: DepositFilter) => void;
}) {
  const { t } = useTranslation();
  const [wrong, setWrong] = useState(false);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const next: DepositFilter = {
      status: text('status') as DepositFilter['status'],
      account: text('account'),
      from: text('from'),
      to: text('to'),
    };
    const bad =
      (next.from !== '' && !isDay(next.from)) ||
      (next.to !== '' && !isDay(next.to)) ||
      (next.from !== '' && next.to !== '' && next.to < next.from);
    setWrong(bad);
    if (!bad) onFilter(next);
  };
  const isFiltered = Object.values(filter).some((v) => v !== '');
  return (
    <search aria-label={t('cs_dep_filter')}>
      {/* Keyed by the filter, so clearing it empties the fields. */}
      <form key={JSON.stringify(filter)} className={page.form} onSubmit={apply} noValidate>
        <label className={page.field}>
          {t('cs_dep_status')}
          <select name="status" defaultValue={filter.status}>
            <option value="">{t('cs_dep_status_all')}</option>
            {DEPOSIT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`cs_dep_status_${s.toLowerCase()}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={page.field}>
          {t('cs_dep_account')}
          <input name="account" maxLength={64} autoComplete="off" defaultValue={filter.account} />
        </label>
        <label className={page.field}>
          {t('cs_dep_from')}
          <input type="date" name="from" defaultValue={filter.from} aria-invalid={wrong} />
        </label>
        <label className={page.field}>
          {t('cs_dep_to')}
          <input type="date" name="to" defaultValue={filter.to} aria-invalid={wrong} />
        </label>
        <button type="submit" className={page.primary}>
          {t('cs_dep_apply')}
        </button>
        {isFiltered && (
          <button type="button" className={page.secondary} onClick={() => onFilter(NO_FILTER)}>
            {t('cs_dep_clear')}
          </button>
        )}
      </form>
      {wrong && (
        <p role="alert" className={page.error}>
          {t('cs_dep_days_wrong')}
        </p>
      )}
    </search>
  );
}
