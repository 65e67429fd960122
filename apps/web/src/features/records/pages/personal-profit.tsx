import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import {
  Figures,
  QueryState,
  RecordTable,
  Section,
  panelStyles as styles,
} from '../../panel/index.ts';
import { useProfitAndLoss } from '../api/get-profit-and-loss.ts';
import { RecordFilters } from '../components/record-filters.tsx';
import { useRecordFilters } from '../hooks/use-record-filters.ts';

/** Product §2 member centre, page personalProfit (in_personal_loss): totals and a row per vendor. */
export function PersonalProfit() {
  const { t } = useTranslation();
  const filters = useRecordFilters();
  const report = useProfitAndLoss(filters.range);

  return (
    <div className={styles.sections}>
      <RecordFilters filters={filters} />
      <QueryState query={report}>
        {(data) => (
          <>
            <Section title={t('mn_totals')}>
              <Figures
                items={[
                  { label: t('mn_deposits'), amount: data.deposits },
                  { label: t('mn_withdrawals'), amount: data.withdrawals },
                  { label: t('mn_bet_amount'), amount: data.bets },
                  { label: t('mn_win_amount'), amount: data.wins },
                  { label: t('mn_bonuses'), amount: data.bonuses },
                  { label: t('mn_profit'), amount: data.profit },
                ]}
              />
            </Section>
            <RecordTable
              caption={t('mn_profit_by_vendor')}
              rows={data.vendors}
              rowKey={(v) => v.vassalage}
              columns={[
                { header: t('mn_vendor'), cell: (v) => v.vendorName },
                {
                  header: t('mn_bet_amount'),
                  cell: (v) => <Money value={v.bets} />,
                  numeric: true,
                },
                {
                  header: t('mn_win_amount'),
                  cell: (v) => <Money value={v.wins} />,
                  numeric: true,
                },
                { header: t('mn_profit'), cell: (v) => <Money value={v.profit} />, numeric: true },
              ]}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
