import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { panelStyles, RecordTable } from '../../panel/index.ts';
import { byCategoryOrder, categoryLabelKey } from '../../rewards/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { formatPoints, type PointConfig } from '../model/points.ts';

/** The brand's points rules: points per unit of valid bet by game category, conversion, no expiry. */
export function PointsRules({ config }: { config: PointConfig }) {
  const { t } = useTranslation();
  const symbol = useSiteConfig().data?.currencySymbol;
  const rows = Object.entries(config.values)
    .map(([category, value]) => ({ category, value }))
    .sort((a, b) => byCategoryOrder(a.category, b.category));
  const label = (row: { category: string }) => t(categoryLabelKey(row.category));
  return (
    <>
      <p className={panelStyles.hint}>{t('app_points_rates_note')}</p>
      <RecordTable
        caption={t('app_points_rules_table')}
        rows={rows}
        rowKey={(row) => row.category}
        rowLabel={label}
        columns={[
          { header: t('app_points_col_category'), cell: label },
          {
            header: t('app_points_col_value'),
            cell: (row) => <span dir="ltr">×{row.value.toFixed(2)}</span>,
            numeric: true,
          },
        ]}
      />
      <ul className={panelStyles.plainList}>
        <li>
          {t('app_points_rules_convert', {
            value: formatMoneyWith(config.pointValue, symbol),
            min: formatPoints(config.minConvert),
          })}
        </li>
        <li>{t('app_points_never_expire')}</li>
      </ul>
    </>
  );
}
