import { CONTRACT_KINDS, type ContractKind } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import {
  FilterSelect,
  PagedRecords,
  panelStyles,
  Totals,
  useBrandTime,
} from '../../panel/index.ts';
import { useMyIncome } from '../api/reports.ts';
import styles from '../components/agent.module.css';
import { DayFilters } from '../components/day-filters.tsx';
import { useDayFilters, useReportFilter } from '../hooks/use-day-filters.ts';

/**
 * Agent centre, page agentMyIncome: every contract payout the agent received, by type and
 * period, with the figures each was computed from (team volume, active members, rate, the
 * contract's yield before the contracts below it).
 */
export function MyIncome() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const filters = useDayFilters('last30');
  const [kind, setKind] = useReportFilter<ContractKind | ''>(filters, '');
  const income = useMyIncome({ ...filters.query, kind: kind || undefined });
  const byKind = income.data?.byKind;

  return (
    <div className={panelStyles.sections}>
      <DayFilters filters={filters}>
        <FilterSelect
          label={t('ag_contract_type')}
          all={t('ag_all')}
          className={styles.filter}
          options={CONTRACT_KINDS.map((k) => [k, t(`ag_kind_${k}`)] as const)}
          value={kind}
          onChange={setKind}
        />
      </DayFilters>
      <Totals
        items={byKind?.map((k) => ({ label: t(`ag_kind_${k.kind}`), amount: k.amount }))}
        empty={t('in_no_data')}
      />
      <PagedRecords
        query={income}
        onPage={filters.setPage}
        caption={t('ag_my_income')}
        rowKey={(p) => `${p.kind}:${p.periodStart}`}
        rowLabel={(p) => `${t(`ag_kind_${p.kind}`)} ${time(p.periodStart)}`}
        columns={[
          { header: t('ag_contract_type'), cell: (p) => t(`ag_kind_${p.kind}`) },
          {
            header: t('ag_period'),
            cell: (p) => t('ag_period_range', { from: time(p.periodStart), to: time(p.periodEnd) }),
            detail: 'narrow',
          },
          {
            header: t('ag_team_volume'),
            cell: (p) => <Money value={p.teamVolume} />,
            numeric: true,
            detail: 'narrow',
          },
          {
            header: t('ag_active_members'),
            cell: (p) => p.activeMembers,
            numeric: true,
            detail: 'always',
          },
          {
            header: t('ag_rate'),
            cell: (p) => `${p.rate.toFixed(2)}%`,
            numeric: true,
            detail: 'narrow',
          },
          {
            header: t('ag_yield'),
            cell: (p) => <Money value={p.yield} />,
            numeric: true,
            detail: 'always',
          },
          { header: t('ag_paid'), cell: (p) => <Money value={p.amount} />, numeric: true },
        ]}
      />
    </div>
  );
}
