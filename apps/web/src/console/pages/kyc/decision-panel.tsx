import { type BodyOf, opsReviewKyc, type ValueOf } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorWords } from '../../lib/error-words.ts';
import { memberKycKey } from '../../lib/member-keys.ts';
import { staffCall } from '../../lib/staff-call.ts';
import page from '../page.module.css';
import styles from './kyc.module.css';
import { KYC_QUEUE, type KycEntry } from './kyc-keys.ts';
import { playerStatusText } from './kyc-words.ts';

type Decided = ValueOf<typeof opsReviewKyc>;

/**
 * Approve, or reject with the reason the player is shown; then the player's verification
 * as a whole after it. Decided or refused (someone decided it first), the lists are asked
 * again so they show the document where it now is.
 */
export function DecisionPanel({ document: d }: { document: KycEntry }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const decide = useMutation({
    mutationFn: (body: BodyOf<typeof opsReviewKyc>) => staffCall(opsReviewKyc, { body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: KYC_QUEUE }),
        client.invalidateQueries({ queryKey: memberKycKey(d.account) }),
      ]),
  });
  const reject = (event: FormEvent) => {
    event.preventDefault();
    const why = reason.trim();
    const ok = why.length >= 1 && why.length <= 500;
    setInvalid(!ok);
    if (ok) decide.mutate({ id: d.id, decision: 'reject', reason: why });
  };
  if (decide.data) return <Outcome decided={decide.data} />;
  return (
    <section className={page.stack} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('cs_kyc_decision')}</h3>
      <div className={page.form}>
        <button
          type="button"
          className={page.primary}
          disabled={decide.isPending}
          onClick={() => {
            setInvalid(false);
            decide.mutate({ id: d.id, decision: 'approve' });
          }}
        >
          {t('cs_kyc_approve')}
        </button>
      </div>
      <form className={page.stack} onSubmit={reject} noValidate>
        <label className={`${page.field} ${styles.reason}`}>
          {t('cs_kyc_reason')}
          <textarea
            value={reason}
            required
            maxLength={500}
            aria-invalid={invalid}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <p id={`${id}-hint`} className={page.muted}>
          {t('cs_kyc_reason_hint')}
        </p>
        {invalid && (
          <p role="alert" className={page.error}>
            {t('cs_kyc_reason_invalid')}
          </p>
        )}
        <div className={page.form}>
          <button type="submit" className={page.danger} disabled={decide.isPending}>
            {t('cs_kyc_reject')}
          </button>
        </div>
      </form>
      {decide.isError && (
        <p role="alert" className={page.error}>
          {errorWords(t, decide.error)}
        </p>
      )}
    </section>
  );
}

/** What was decided and where the player's verification stands now. */
function Outcome({ decided }: { decided: Decided }) {
  const { t } = useTranslation();
  const { document: d, status } = decided;
  return (
    <p role="status" className={page.done}>
      {t(d.status === 'APPROVED' ? 'cs_kyc_approved_now' : 'cs_kyc_rejected_now', {
        account: d.account,
        status: playerStatusText(t, status),
      })}
    </p>
  );
}
