import { opsAdjustBalance } from '@gamehall/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { type Attempt, afterAttempt, attemptFor } from '../../../lib/idempotent-attempt.ts';
import { useFormat } from '../../lib/format.ts';
import { staffCall } from '../../lib/staff-call.ts';
import { useAttempt } from '../../lib/use-attempt.ts';
import page from '../page.module.css';

type Wallet = 'MAIN' | 'BONUS';

/** A positive amount of at most two places, or null. */
const amountOf = (text: string) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) && n > 0 && Number(n.toFixed(2)) === n ? n : null;
};

/**
 * A credit or debit of the member's main or bonus wallet against the house, with the
 * reason the audit keeps. The same submission sent again after no answer keeps its
 * request id, so a retry never moves the money twice.
 */
export function AdjustBalance({
  account,
  onDone,
}: {
  account: string;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const { busy, error, run } = useAttempt();
  const pending = useRef<Attempt | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amount = amountOf(String(form.get('amount') ?? ''));
    const remark = String(form.get('remark') ?? '').trim();
    setInvalid(amount === null || remark === '');
    if (amount === null || remark === '') return;
    const direction = form.get('direction') === 'debit' ? -1 : 1;
    const content = {
      account,
      wallet: form.get('wallet') as Wallet,
      amount: direction * amount,
      remark,
    };
    const attempt = attemptFor(pending.current, content);
    pending.current = attempt;
    void run(async () => {
      try {
        const done = await staffCall(opsAdjustBalance, {
          body: { ...content, requestId: attempt.requestId },
        });
        pending.current = afterAttempt(attempt);
        setOpen(false);
        onDone(
          t('cs_adjust_done', { wallet: content.wallet, balance: format.money(done.balance) }),
        );
      } catch (err) {
        pending.current = afterAttempt(attempt, err);
        throw err;
      }
    });
  };
  return (
    <>
      <button type="button" className={page.secondary} onClick={() => setOpen(true)}>
        {t('cs_adjust')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('cs_adjust_title', { account })}>
        <form className={page.stack} onSubmit={submit} aria-describedby={`${id}-note`} noValidate>
          <p id={`${id}-note`} className={page.muted}>
            {t('cs_adjust_note')}
          </p>
          <fieldset className={page.choices}>
            <legend>{t('cs_adjust_direction')}</legend>
            <label>
              <input type="radio" name="direction" value="credit" defaultChecked />{' '}
              {t('cs_adjust_credit')}
            </label>
            <label>
              <input type="radio" name="direction" value="debit" /> {t('cs_adjust_debit')}
            </label>
          </fieldset>
          <label className={page.field}>
            {t('cs_member_wallet')}
            <select name="wallet" defaultValue="MAIN">
              <option value="MAIN">{t('cs_adjust_main')}</option>
              <option value="BONUS">{t('cs_adjust_bonus')}</option>
            </select>
          </label>
          <label className={page.field}>
            {t('cs_wd_amount')}
            <input name="amount" inputMode="decimal" required autoComplete="off" />
          </label>
          <label className={page.field}>
            {t('cs_adjust_reason')}
            <textarea name="remark" required maxLength={500} />
          </label>
          {invalid && (
            <p role="alert" className={page.error}>
              {t('cs_adjust_invalid')}
            </p>
          )}
          {error && (
            <p role="alert" className={page.error}>
              {error}
            </p>
          )}
          <div className={page.form}>
            <button type="submit" className={page.primary} disabled={busy}>
              {t('cs_adjust_apply')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
