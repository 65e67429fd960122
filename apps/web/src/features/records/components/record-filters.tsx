import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, panelStyles as styles, useBrandTime } from '../../panel/index.ts';
import type { RecordFilters as Filters } from '../hooks/use-record-filters.ts';
import history from './history.module.css';

/** The date presets (and a page's own filters, as children), with the range they mean. */
export function RecordFilters({ filters, children }: { filters: Filters; children?: ReactNode }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  return (
    <div className={history.filters}>
      {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields */}
      <div className={styles.actions} role="group" aria-label={t('mn_date_range')}>
        {DATE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={history.preset}
            aria-pressed={preset === filters.preset}
            onClick={() => filters.setPreset(preset)}
          >
            {t(`mn_preset_${preset}`)}
          </button>
        ))}
      </div>
      {children}
      <p className={styles.hint}>
        {t('mn_range', { from: time(filters.range.from), to: time(filters.range.to) })}
      </p>
    </div>
  );
}
