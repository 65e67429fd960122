import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DAY_PRESETS,
  type DayPreset,
  type DayRange,
  MAX_REPORT_DAYS,
  presetRange,
} from '../../lib/day-range.ts';
import { ChoiceGroup } from '../../ui/choice-group.tsx';
import page from '../page.module.css';
import styles from './reports.module.css';

const presetKey = (p: DayPreset) =>
  `cs_rep_preset_${p.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

/**
 * The days of the reports: a preset (by the brand's calendar) or two days picked by hand.
 * Either is handed to the page as it is; the page says what is wrong with it, if anything.
 */
export function RangePicker({
  range,
  zone,
  onChange,
}: {
  range: DayRange;
  zone: string | undefined;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const now = new Date();
  const chosen =
    DAY_PRESETS.find((p) => {
      const r = presetRange(p, now, zone);
      return r.from === range.from && r.to === range.to;
    }) ?? 'custom';
  const pick = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({
      from: String(form.get('from') ?? '').trim(),
      to: String(form.get('to') ?? '').trim(),
    });
  };
  return (
    <div className={styles.range}>
      <ChoiceGroup<DayPreset | 'custom'>
        label={t('cs_rep_presets')}
        choices={DAY_PRESETS}
        value={chosen}
        onChange={(p) => p !== 'custom' && onChange(presetRange(p, new Date(), zone))}
        text={(p) => t(presetKey(p as DayPreset))}
      />
      {/* Keyed by the range, so a preset chosen shows its days in the fields. */}
      <form
        key={`${range.from}/${range.to}`}
        className={page.form}
        onSubmit={pick}
        aria-label={t('cs_rep_range')}
        noValidate
      >
        <label className={page.field}>
          {t('cs_rep_from')}
          <input
            type="date"
            name="from"
            defaultValue={range.from}
            required
            aria-describedby={`${id}-max`}
          />
        </label>
        <label className={page.field}>
          {t('cs_rep_to')}
          <input
            type="date"
            name="to"
            defaultValue={range.to}
            required
            aria-describedby={`${id}-max`}
          />
        </label>
        <button type="submit" className={page.primary}>
          {t('cs_rep_show')}
        </button>
      </form>
      <p id={`${id}-max`} className={page.muted}>
        {zone
          ? t('cs_rep_max_zone', { zone, max: MAX_REPORT_DAYS })
          : t('cs_rep_max', { max: MAX_REPORT_DAYS })}
      </p>
    </div>
  );
}
