import {
  opsApproveWithdrawal,
  type opsListWithdrawals,
  opsRejectWithdrawal,
  opsResolveWithdrawal,
  type ValueOf,
} from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorWords } from '../../lib/error-words.ts';
import { staffCall } from '../../lib/staff-call.ts';
import { useMay } from '../../lib/staff-session.ts';
import styles from '../page.module.css';
import { WITHDRAWALS } from './keys.ts';
import { ProofDialog } from './proof-dialog.tsx';

type Row = ValueOf<typeof opsListWithdrawals>['list'][number];
type Decision = 'approve' | 'reject' | 'refund' | 'force';

const amount = (n: number | null) =>
  n === null
    ? '—'
    : n.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The decisions a withdrawal in this state takes. */
const decisionsOf = (status: Row['status']): Decision[] =>
  status === 'PENDING'
    ? ['approve', 'reject']
    : status === 'NOT_RECEIVED' || status === 'PARTIAL'
      ? ['refund', 'force']
      : [];

/** One withdrawal with its decisions and a remark for the record (and the player). */
export function WithdrawalRow({
  withdrawal: w,
  onDecided,
}: {
  withdrawal: Row;
  /** Said by the page: the row leaves its queue once decided. */
  onDecided: (orderNo: string, status: Row['status']) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const may = useMay();
  const client = useQueryClient();
  const [remark, setRemark] = useState('');
  const [proofOpen, setProofOpen] = useState(false);
  const decide = useMutation({
    mutationFn: (decision: Decision) => {
      const body = { orderNo: w.orderNo, ...(remark.trim() ? { remark: remark.trim() } : {}) };
      if (decision === 'approve') return staffCall(opsApproveWithdrawal, { body });
      if (decision === 'reject') return staffCall(opsRejectWithdrawal, { body });
      return staffCall(opsResolveWithdrawal, {
        body: { ...body, action: decision === 'refund' ? 'REFUND' : 'FORCE' },
      });
    },
    onSuccess: (done) => {
      onDecided(done.orderNo, done.status);
      return client.invalidateQueries({ queryKey: WITHDRAWALS });
    },
  });
  const decisions = may('money.write') ? decisionsOf(w.status) : [];
  return (
    <tr>
      <th scope="row">
        {w.orderNo}
        <br />
        <span className={styles.muted}>{new Date(w.createdAt).toLocaleString()}</span>
      </th>
      <td>{w.account}</td>
      <td>
        {amount(w.amount)}
        {w.status === 'PARTIAL' && (
          <>
            <br />
            <span className={styles.muted}>
              {t('cs_wd_partial', {
                received: amount(w.receivedAmount),
                missing: amount(w.remainingAmount),
              })}
            </span>
          </>
        )}
      </td>
      <td>
        {w.payee.institution} · {w.payee.accountName}
        <br />
        <span className={styles.muted}>{w.payee.accountNumber}</span>
      </td>
      <td>
        {t(`cs_wd_status_${w.status.toLowerCase()}`)}
        {w.hasProof && (
          <>
            <br />
            <button
              type="button"
              className={styles.secondary}
              aria-label={t('cs_wd_proof_label', { order: w.orderNo })}
              onClick={() => setProofOpen(true)}
            >
              {t('cs_wd_proof')}
            </button>
          </>
        )}
        {proofOpen && (
          <ProofDialog
            orderNo={w.orderNo}
            account={w.account}
            onClose={() => setProofOpen(false)}
          />
        )}
      </td>
      <td>
        {decisions.length > 0 && (
          <div className={styles.form}>
            <label className={styles.field}>
              {t('cs_wd_remark')}
              <input
                id={`${id}-remark`}
                value={remark}
                maxLength={500}
                onChange={(e) => setRemark(e.target.value)}
              />
            </label>
            {decisions.map((d) => (
              <button
                key={d}
                type="button"
                className={d === 'approve' || d === 'refund' ? styles.primary : styles.secondary}
                disabled={decide.isPending}
                aria-label={t(`cs_wd_${d}_label`, { order: w.orderNo })}
                onClick={() => decide.mutate(d)}
              >
                {t(`cs_wd_${d}`)}
              </button>
            ))}
          </div>
        )}
        {decide.isError && (
          <p role="alert" className={styles.error}>
            {errorWords(t, decide.error)}
          </p>
        )}
      </td>
    </tr>
  );
}
