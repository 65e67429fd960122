import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATE_PRESETS,
  PresetButtons,
  panelStyles as styles,
  useBrandTime,
} from '../../panel/index.ts';
import type { RecordFilters as Filters } from '../hooks/use-record-filters.ts';
import history from './history.module.css';

/** The date presets (and a page's own filters, as children), with the range they mean. */
export function RecordFilters({ filters, children }: { filters: Filters; children?: ReactNode }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  return (
    <div className={history.filters}>
      <PresetButtons
        label={t('mn_date_range')}
        options={DATE_PRESETS.map((preset) => [preset, t(`mn_preset_${preset}`)] as const)}
        value={filters.preset}
        onChange={filters.setPreset}
      />
      {children}
      <p className={styles.hint}>
        {t('mn_range', { from: time(filters.range.from), to: time(filters.range.to) })}
      </p>
    </div>
  );
}
