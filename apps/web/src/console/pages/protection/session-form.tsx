import { type Protection, REALITY_CHECK_MINUTES } from '@gamehall/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import page from '../page.module.css';
import { FormOutcome } from './form-outcome.tsx';
import { minutesText } from './protection-words.ts';
import { useProtectionChange } from './use-protection-change.ts';

type RealityCheck = (typeof REALITY_CHECK_MINUTES)[number];

/** The session time limit (10 minutes to a day, or none) and the reality-check interval. */
export function SessionForm({ account, protection }: { account: string; protection: Protection }) {
  const { t } = useTranslation();
  const id = useId();
  const { busy, error, done, send } = useProtectionChange(account);
  const [minutes, setMinutes] = useState(protection.sessionMinutes?.toString() ?? '');
  const [every, setEvery] = useState(protection.realityCheckMinutes?.toString() ?? '');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = minutes.trim() === '' ? null : Number(minutes);
    const ok = n === null || (Number.isInteger(n) && n >= 10 && n <= 1440);
    setInvalid(!ok);
    if (!ok) return;
    const realityCheckMinutes = every === '' ? null : (Number(every) as RealityCheck);
    void send({ what: 'session', sessionMinutes: n, realityCheckMinutes }, (after) =>
      after.sessionPending
        ? t('cs_prot_session_waits', { value: minutesText(t, after.sessionPending.value) })
        : t('cs_prot_session_now'),
    );
  };
  return (
    <section className={page.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('cs_prot_session_rules')}</h3>
      <form className={page.form} onSubmit={submit} noValidate>
        <label className={page.field}>
          {t('cs_prot_session_minutes')}
          <input
            value={minutes}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={invalid}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </label>
        <label className={page.field}>
          {t('cs_prot_reality')}
          <select value={every} onChange={(e) => setEvery(e.target.value)}>
            <option value="">{t('cs_prot_reality_off')}</option>
            {REALITY_CHECK_MINUTES.map((m) => (
              <option key={m} value={m}>
                {t('cs_prot_reality_every', { count: m })}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={page.primary} disabled={busy}>
          {t('cs_prot_save_session')}
        </button>
      </form>
      <p id={`${id}-hint`} className={page.muted}>
        {t('cs_prot_session_hint')}
      </p>
      {invalid && (
        <p role="alert" className={page.error}>
          {t('cs_prot_session_invalid')}
        </p>
      )}
      <FormOutcome done={done} error={error} />
    </section>
  );
}
