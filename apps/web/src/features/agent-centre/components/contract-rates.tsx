import type { ContractKind, ContractTerms } from '@gamehall/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { RecordTable } from '../../panel/index.ts';
import { fieldsOf, type Tier, type TierField } from '../model/rate-table-check.ts';

/** A rate as the agent centre writes it: two decimals and a percent sign. */
export const percent = (rate: number) => `${rate.toFixed(2)}%`;

type Row = Tier & { n: number };

/**
 * A contract's rate table: each tier with its contract type's fields (rate-table-check.ts
 * `fieldsOf`) — minimum volume (a single bet for real-time salary), a dividend's minimum
 * valid bet, minimum of active members, rate (real-time salary: a won and a lost bet's);
 * `caption` names it among the page's other tables.
 */
export function ContractRates({
  kind,
  terms,
  caption,
}: {
  kind: ContractKind;
  terms: ContractTerms;
  caption: string;
}) {
  const { t } = useTranslation();
  const rows: Row[] = terms.tiers.map((tier, index) => ({ ...tier, n: index + 1 }));
  const columns: Record<TierField, { header: string; cell: (r: Row) => ReactNode }> = {
    minVolume: { header: t(`ac_min_volume_${kind}`), cell: (r) => <Money value={r.minVolume} /> },
    minValidBet: {
      header: t('ac_min_valid_bet'),
      cell: (r) => <Money value={r.minValidBet ?? 0} />,
    },
    minActive: { header: t('ac_min_active'), cell: (r) => r.minActive.toLocaleString('en-US') },
    rate: {
      header: t(kind === 'REALTIME_SALARY' ? 'ag_win_rate' : 'ag_rate'),
      cell: (r) => percent(r.rate),
    },
    lossRate: { header: t('ag_loss_rate'), cell: (r) => percent(r.lossRate ?? r.rate) },
  };
  return (
    <RecordTable
      caption={caption}
      rows={rows}
      rowKey={(r) => String(r.n)}
      columns={[
        { header: t('ac_tier_column'), cell: (r) => r.n, numeric: true },
        ...fieldsOf(kind).map((field) => ({ ...columns[field], numeric: true })),
      ]}
    />
  );
}
