import type { ContractKind } from '@gamehall/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, panelStyles, SelectField } from '../../panel/index.ts';
import {
  blankTier,
  fieldsOf,
  MAX_RATE,
  MAX_TIERS,
  type Period,
  type Problem,
  type RateTableDraft,
  type TableCheck,
  type TierField,
} from '../model/rate-table-check.ts';
import styles from './rate-table-editor.module.css';

export interface RateTableEditorProps {
  /** The contract type, which says what a tier's minimum volume is (a single bet for real-time salary). */
  kind: ContractKind;
  /** The table's name (its legend); "Rate table" when the page holds one. */
  label?: string;
  value: RateTableDraft;
  onChange: (draft: RateTableDraft) => void;
  /** The payout periods the table may have; none, no period to choose (a salary's is its type's). */
  periods?: readonly Period[];
  /** Why the period is what it is, under its select. */
  periodHint?: string;
  /** The problems to show (once the form was sent: checkTable's); nothing is flagged before. */
  check?: TableCheck | null;
}

/** How each field is typed: members are whole numbers. */
const INPUT_MODES: Record<TierField, 'decimal' | 'numeric'> = {
  minVolume: 'decimal',
  minValidBet: 'decimal',
  minActive: 'numeric',
  rate: 'decimal',
  lossRate: 'decimal',
};

/**
 * A contract's rate table typed by hand (issue 14, product §3 "Contract", §9): 1 to 20
 * tiers, each with its contract type's fields — a minimum volume (the team's valid bet or
 * net loss, or a single bet for real-time salary), a dividend's minimum valid bet, a
 * minimum of active members (not for real-time salary) and a rate in percent (real-time
 * salary: a won bet's and a lost bet's) — and the payout period where there is one to choose. The fields keep what is typed; the form checks the table
 * (model/rate-table-check.ts) and hands its problems back in `check`, each on its field.
 */
export function RateTableEditor({
  kind,
  label,
  value,
  onChange,
  periods,
  periodHint,
  check,
}: RateTableEditorProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const periodHintId = useId();
  const tableErrorId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const { tiers } = value;
  // Stable keys for the tiers, so removing one keeps the others' inputs (and focus) in place.
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < tiers.length) keys.current.push(nextKey.current++);
  if (keys.current.length > tiers.length) keys.current.length = tiers.length;
  // After a change, the first field of the tier at this index takes the focus (a tier
  // added, or the one that took a removed tier's place); "add" after the last was removed.
  const focusAfter = useRef<number | 'add' | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'add') addRef.current?.focus();
    else if (target !== null) listRef.current?.children[target]?.querySelector('input')?.focus();
  });

  const labels: Record<TierField, string> = {
    minVolume: t(`ac_min_volume_${kind}`),
    minValidBet: t('ac_min_valid_bet'),
    minActive: t('ac_min_active'),
    rate: t(kind === 'REALTIME_SALARY' ? 'ac_win_rate_percent' : 'ac_rate_percent'),
    lossRate: t('ac_loss_rate_percent'),
  };
  const say = (problem: Problem | undefined) => problem && t(problem.key, problem.values);
  const setTiers = (next: RateTableDraft['tiers']) => onChange({ ...value, tiers: next });
  const edit = (index: number, field: TierField, text: string) =>
    setTiers(tiers.map((row, i) => (i === index ? { ...row, [field]: text } : row)));
  const full = tiers.length >= MAX_TIERS;
  const add = () => {
    if (full) return;
    focusAfter.current = tiers.length;
    setTiers([...tiers, blankTier()]);
  };
  const remove = (index: number) => {
    if (tiers.length <= 1) return;
    keys.current.splice(index, 1);
    focusAfter.current = index < tiers.length - 1 ? index : 'add';
    setTiers(tiers.filter((_, i) => i !== index));
  };

  return (
    <fieldset
      className={styles.editor}
      aria-describedby={check?.table ? `${hintId} ${tableErrorId}` : hintId}
    >
      <legend className={panelStyles.label}>{label ?? t('ac_rate_table')}</legend>
      <p id={hintId} className={panelStyles.hint}>
        {t('ac_editor_hint', { max: MAX_TIERS, rate: MAX_RATE })}
      </p>
      {periods && periods.length > 0 && (
        <>
          <SelectField
            label={t('ac_period')}
            className={styles.period}
            value={value.period}
            aria-describedby={periodHint ? periodHintId : undefined}
            onChange={(e) => onChange({ ...value, period: e.target.value as Period })}
          >
            {periods.map((p) => (
              <option key={p} value={p}>
                {t(`ac_period_${p}`)}
              </option>
            ))}
          </SelectField>
          {periodHint && (
            <p id={periodHintId} className={panelStyles.hint}>
              {periodHint}
            </p>
          )}
        </>
      )}
      <ol ref={listRef} className={styles.tiers}>
        {tiers.map((row, index) => {
          const cells = check?.cells[index] ?? {};
          return (
            <li key={keys.current[index]}>
              <fieldset className={styles.tier}>
                <legend className={styles.tierLegend}>{t('ac_tier', { n: index + 1 })}</legend>
                {fieldsOf(kind).map((field) => (
                  <Field
                    key={field}
                    label={labels[field]}
                    value={row[field]}
                    inputMode={INPUT_MODES[field]}
                    autoComplete="off"
                    maxLength={20}
                    error={say(cells[field])}
                    onChange={(e) => edit(index, field, e.target.value)}
                  />
                ))}
                <button
                  type="button"
                  className={`${panelStyles.secondary} ${styles.removeTier}`}
                  disabled={tiers.length <= 1}
                  onClick={() => remove(index)}
                >
                  {t('ac_remove_tier', { n: index + 1 })}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className={panelStyles.actions}>
        <button
          ref={addRef}
          type="button"
          className={panelStyles.secondary}
          disabled={full}
          onClick={add}
        >
          {t('ac_add_tier')}
        </button>
        <p role="status" className={panelStyles.hint}>
          {full ? t('ac_tiers_full', { max: MAX_TIERS }) : ''}
        </p>
      </div>
      {check?.table && (
        <p id={tableErrorId} role="alert" className={panelStyles.error}>
          {say(check.table)}
        </p>
      )}
    </fieldset>
  );
}
