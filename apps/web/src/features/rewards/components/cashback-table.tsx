import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { RecordTable } from '../../panel/index.ts';
import { type CashbackRow, cashbackRows, type RebateSummary } from '../model/cashback.ts';
import { categoryLabelKey, formatRate } from '../model/rates.ts';

/**
 * The cashback of each game category: valid bets since the last claim, the rank's rate and
 * what that earns (categories without bets yet show their rate too).
 */
export function CashbackTable({ summary }: { summary: RebateSummary }) {
  const { t } = useTranslation();
  const category = (row: CashbackRow) => t(categoryLabelKey(row.category));
  return (
    <RecordTable
      caption={t('mn_cashback_by_category')}
      rows={cashbackRows(summary)}
      rowKey={(row) => row.category}
      rowLabel={category}
      columns={[
        { header: t('mn_cashback_category'), cell: category },
        {
          header: t('mn_cashback_valid_bet'),
          cell: (row) => <Money value={row.validBet} />,
          numeric: true,
        },
        {
          header: t('mn_cashback_rate'),
          cell: (row) => <span dir="ltr">{formatRate(row.rateBp)}</span>,
          numeric: true,
          // On a phone the rate opens under its row: the bets and what they earn stay in view.
          detail: 'narrow',
        },
        {
          header: t('mn_cashback_amount'),
          cell: (row) => <Money value={row.rebate} />,
          numeric: true,
        },
      ]}
    />
  );
}
