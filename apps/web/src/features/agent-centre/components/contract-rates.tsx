import type { ContractKind, ContractTerms } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { RecordTable } from '../../panel/index.ts';

/** A rate as the agent centre writes it: two decimals and a percent sign. */
export const percent = (rate: number) => `${rate.toFixed(2)}%`;

/**
 * A contract's rate table: each tier's minimum volume (a single bet for real-time salary),
 * minimum of active members and rate; `caption` names it among the page's other tables.
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
  const rows = terms.tiers.map((tier, index) => ({ ...tier, n: index + 1 }));
  return (
    <RecordTable
      caption={caption}
      rows={rows}
      rowKey={(r) => String(r.n)}
      columns={[
        { header: t('ac_tier_column'), cell: (r) => r.n, numeric: true },
        {
          header: t(`ac_min_volume_${kind}`),
          cell: (r) => <Money value={r.minVolume} />,
          numeric: true,
        },
        {
          header: t('ac_min_active'),
          cell: (r) => r.minActive.toLocaleString('en-US'),
          numeric: true,
        },
        { header: t('ag_rate'), cell: (r) => percent(r.rate), numeric: true },
      ]}
    />
  );
}
