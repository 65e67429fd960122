import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@gamehall/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import page from '../page.module.css';
import { FormOutcome } from './form-outcome.tsx';
import { limitName } from './protection-words.ts';
import { useProtectionChange } from './use-protection-change.ts';

/** Sets or removes one money limit: tighter at once, looser after the 24-hour wait. */
export function LimitForm({ account }: { account: string }) {
  const { t } = useTranslation();
  const id = useId();
  const format = useFormat();
  const { busy, error, done, send } = useProtectionChange(account);
  const [kind, setKind] = useState<LimitKind>('DEPOSIT');
  const [period, setPeriod] = useState<LimitPeriod>('DAY');
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const apply = (value: number | null) => {
    void send({ what: 'limit', kind, period, amount: value }, (after) => {
      const limit = after.limits.find((l) => l.kind === kind && l.period === period);
      const name = limitName(t, kind, period);
      return limit?.pending
        ? t('cs_prot_limit_waits', { name, from: format.dateTime(limit.pending.from) })
        : t('cs_prot_limit_now', { name });
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(amount.trim());
    const ok = amount.trim() !== '' && n >= 0.01 && Number(n.toFixed(2)) === n;
    setInvalid(!ok);
    if (ok) apply(n);
  };
  return (
    <section className={page.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('cs_prot_set_limit')}</h3>
      <form className={page.form} onSubmit={submit} noValidate>
        <label className={page.field}>
          {t('cs_prot_kind')}
          <select value={kind} onChange={(e) => setKind(e.target.value as LimitKind)}>
            {LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`cs_prot_kind_${k.toLowerCase()}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={page.field}>
          {t('cs_prot_period')}
          <select value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriod)}>
            {LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`cs_prot_period_${p.toLowerCase()}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={page.field}>
          {t('cs_wd_amount')}
          <input
            value={amount}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={invalid}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        <button type="submit" className={page.primary} disabled={busy}>
          {t('cs_prot_set')}
        </button>
        <button
          type="button"
          className={page.secondary}
          disabled={busy}
          onClick={() => apply(null)}
        >
          {t('cs_prot_remove')}
        </button>
      </form>
      {invalid && (
        <p role="alert" className={page.error}>
          {t('cs_prot_amount_invalid')}
        </p>
      )}
      <FormOutcome done={done} error={error} />
    </section>
  );
}
