import { opsUpdateStaff, type StaffRole } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorWords } from '../../lib/error-words.ts';
import { staffCall } from '../../lib/staff-call.ts';
import { type Staff, useStaffSession } from '../../lib/staff-session.ts';
import styles from '../page.module.css';
import { RoleOptions, STAFF } from './roles.tsx';

type Change = { role?: StaffRole; disabled?: boolean; resetAuthenticator?: boolean };

/** One staff account with the admin's changes: role, disable or enable, a new authenticator. */
export function StaffRow({ staff }: { staff: Staff }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const me = useStaffSession()?.staff.account === staff.account;
  const update = useMutation({
    mutationFn: (change: Change) =>
      staffCall(opsUpdateStaff, { body: { account: staff.account, ...change } }),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF }),
  });
  const state = staff.disabled
    ? t('cs_disabled')
    : staff.enrolled
      ? t('cs_active')
      : t('cs_not_enrolled');
  return (
    <tr>
      <th scope="row">{staff.account}</th>
      <td>
        <select
          aria-label={t('cs_role_of', { account: staff.account })}
          value={staff.role}
          disabled={me || update.isPending}
          onChange={(e) => update.mutate({ role: e.target.value as StaffRole })}
        >
          <RoleOptions />
        </select>
      </td>
      <td>{state}</td>
      <td>{staff.lastLoginAt ? new Date(staff.lastLoginAt).toLocaleString() : '—'}</td>
      <td>
        <div className={styles.form}>
          <button
            type="button"
            className={styles.secondary}
            disabled={me || update.isPending}
            onClick={() => update.mutate({ disabled: !staff.disabled })}
          >
            {t(staff.disabled ? 'cs_enable' : 'cs_disable')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            disabled={update.isPending}
            onClick={() => update.mutate({ resetAuthenticator: true })}
          >
            {t('cs_reset_authenticator')}
          </button>
        </div>
        {update.isError && (
          <p role="alert" className={styles.error}>
            {errorWords(t, update.error)}
          </p>
        )}
      </td>
    </tr>
  );
}
