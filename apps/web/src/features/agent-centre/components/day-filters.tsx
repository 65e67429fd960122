import { Fragment, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, PresetButtons, panelStyles } from '../../panel/index.ts';
import { type DayFilters as Filters, MAX_DAYS, rangeProblem } from '../hooks/use-day-filters.ts';
import styles from './agent.module.css';

const PRESETS = [...DATE_PRESETS, 'custom'] as const;

/** A report's days: the presets, a range picked by hand, and a page's own filters (children). */
export function DayFilters({ filters, children }: { filters: Filters; children?: ReactNode }) {
  const { t } = useTranslation();
  const ids = { from: useId(), to: useId() };
  const errorId = useId();
  const problem = filters.preset === 'custom' ? rangeProblem(filters.custom) : null;
  return (
    <div className={styles.filters}>
      <PresetButtons
        label={t('mn_date_range')}
        options={PRESETS.map(
          (p) => [p, t(p === 'custom' ? 'ag_preset_custom' : `mn_preset_${p}`)] as const,
        )}
        value={filters.preset}
        onChange={filters.setPreset}
      />
      {filters.preset === 'custom' && (
        <div className={`${panelStyles.actions} ${styles.customRange}`}>
          {(['from', 'to'] as const).map((end) => (
            <Fragment key={end}>
              <label htmlFor={ids[end]}>{t(end === 'from' ? 'ag_from' : 'ag_to')}</label>
              <input
                id={ids[end]}
                type="date"
                className={panelStyles.input}
                value={filters.custom[end]}
                aria-invalid={problem !== null}
                aria-describedby={problem ? errorId : undefined}
                onChange={(e) => filters.setCustom({ ...filters.custom, [end]: e.target.value })}
              />
            </Fragment>
          ))}
          {problem && (
            <p id={errorId} role="alert" className={panelStyles.error}>
              {problem === 'order' ? t('ag_range_order') : t('ag_range_length', { days: MAX_DAYS })}
            </p>
          )}
        </div>
      )}
      {children}
      <p className={panelStyles.hint}>
        {t('ag_days', { from: filters.days.from, to: filters.days.to })}
      </p>
    </div>
  );
}
