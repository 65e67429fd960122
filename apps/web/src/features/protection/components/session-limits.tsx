import { type Protection, REALITY_CHECK_MINUTES } from '@gamehall/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import {
  Field,
  panelStyles as panel,
  SelectField,
  SubmitRow,
  useBrandTime,
} from '../../panel/index.ts';
import { useChangeProtection } from '../api/change-protection.ts';
import styles from './protection.module.css';

/** Whole minutes, ten to a day (the contract's SessionMinutes); empty is no limit. */
const MINUTES = /^\d{1,4}$/;
const [FEWEST, MOST] = [10, 1440];

type RealityMinutes = (typeof REALITY_CHECK_MINUTES)[number];
const realityOf = (value: string): RealityMinutes | null =>
  REALITY_CHECK_MINUTES.find((m) => String(m) === value) ?? null;

/** The session time limit (ends the login after N minutes) and the reality-check interval. */
export function SessionLimits({ protection }: { protection: Protection }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const change = useChangeProtection();
  const [minutes, setMinutes] = useState(protection.sessionMinutes?.toString() ?? '');
  const [every, setEvery] = useState(protection.realityCheckMinutes?.toString() ?? '');
  const [problem, setProblem] = useState<string>();
  const pending = protection.sessionPending;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const typed = minutes.trim();
    const n = Number(typed);
    if (typed !== '' && !(MINUTES.test(typed) && n >= FEWEST && n <= MOST)) {
      setProblem(t('rg_session_invalid'));
      return;
    }
    setProblem(undefined);
    change.mutate({
      what: 'session',
      sessionMinutes: typed === '' ? null : n,
      realityCheckMinutes: realityOf(every),
    });
  };

  return (
    <div className={styles.block}>
      <h5 className={styles.subheading}>{t('rg_session_title')}</h5>
      <p className={panel.hint}>{t('rg_session_hint')}</p>
      <p className={styles.note}>
        {protection.sessionMinutes === null
          ? t('rg_session_now_none')
          : t('rg_session_now', { minutes: protection.sessionMinutes })}
      </p>
      {pending && (
        <p className={styles.pending}>
          {pending.value === null
            ? t('rg_session_pending_remove', { from: time(pending.from) })
            : t('rg_session_pending_raise', { minutes: pending.value, from: time(pending.from) })}
        </p>
      )}
      <form className={panel.form} onSubmit={onSubmit} noValidate>
        <Field
          label={t('rg_session_minutes')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('rg_no_limit')}
          value={minutes}
          error={problem}
          onChange={(e) => setMinutes(e.target.value)}
        />
        <SelectField
          label={t('rg_reality_check')}
          value={every}
          onChange={(e) => setEvery(e.target.value)}
        >
          <option value="">{t('rg_reality_off')}</option>
          {REALITY_CHECK_MINUTES.map((m) => (
            <option key={m} value={String(m)}>
              {t('rg_reality_every', { minutes: m })}
            </option>
          ))}
        </SelectField>
        <SubmitRow
          label={t('rg_session_save')}
          pending={change.isPending}
          success={change.isSuccess}
          done={
            change.data?.sessionPending
              ? t('rg_saved_later', { from: time(change.data.sessionPending.from) })
              : undefined
          }
          error={change.error ? errorText(change.error, t, 'site') : null}
        />
      </form>
    </div>
  );
}
