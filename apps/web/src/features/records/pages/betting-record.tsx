import type { getBetRecords, ValueOf } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import {
  Figures,
  PagedRecords,
  Section,
  StatusTag,
  panelStyles as styles,
  type Tone,
  useBrandTime,
} from '../../panel/index.ts';
import { useBetRecords } from '../api/get-bet-records.ts';
import { RecordFilters } from '../components/record-filters.tsx';
import { useRecordFilters } from '../hooks/use-record-filters.ts';

type Bet = ValueOf<typeof getBetRecords>['list'][number];

const tones: Record<Bet['status'], Tone> = { OPEN: 'waiting', SETTLED: 'good', REFUNDED: 'plain' };

/** Product §2 member centre, page personalHistoryCopy (in_betting_record): bets and the range's totals. */
export function BettingRecord() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const filters = useRecordFilters();
  const bets = useBetRecords(filters.query);
  const totals = bets.data?.totals;

  return (
    <div className={styles.sections}>
      <RecordFilters filters={filters} />
      {totals && (
        <Section title={t('mn_totals')}>
          <Figures
            items={[
              { label: t('mn_bet_amount'), amount: totals.betAmount },
              { label: t('mn_win_amount'), amount: totals.winAmount },
              { label: t('mn_profit'), amount: totals.profit },
            ]}
          />
        </Section>
      )}
      <PagedRecords
        query={bets}
        onPage={filters.setPage}
        caption={t('in_betting_record')}
        rowKey={(b) => b.id}
        rowLabel={(b) => `${b.gameName} ${time(b.at)}`}
        columns={[
          { header: t('mn_time'), cell: (b) => time(b.at), detail: 'narrow' },
          { header: t('mn_vendor'), cell: (b) => b.vendorName, detail: 'narrow' },
          { header: t('mn_game'), cell: (b) => b.gameName },
          { header: t('mn_round'), cell: (b) => b.roundId, detail: 'always' },
          {
            header: t('mn_bet_amount'),
            cell: (b) => <Money value={b.betAmount} />,
            numeric: true,
            detail: 'narrow',
          },
          {
            header: t('mn_win_amount'),
            cell: (b) => <Money value={b.winAmount} />,
            numeric: true,
            detail: 'narrow',
          },
          { header: t('mn_profit'), cell: (b) => <Money value={b.profit} />, numeric: true },
          {
            header: t('mn_status'),
            cell: (b) => <StatusTag tone={tones[b.status]}>{t(`mn_bet_${b.status}`)}</StatusTag>,
          },
        ]}
      />
    </div>
  );
}
