import { opsCreateStaff, type StaffRole, type ValueOf } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorWords } from '../../lib/error-words.ts';
import { staffCall } from '../../lib/staff-call.ts';
import styles from '../page.module.css';
import { RoleOptions, STAFF } from './roles.tsx';

/** A new staff account: its password made by the server and shown here once. */
export function CreateStaff() {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: (body: { account: string; role: StaffRole }) => staffCall(opsCreateStaff, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    create.mutate({ account: String(form.get('account')), role: form.get('role') as StaffRole });
  };
  const made: ValueOf<typeof opsCreateStaff> | undefined = create.data;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('cs_staff_new')}</h2>
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.field}>
          {t('cs_account')}
          <input name="account" required pattern="[A-Za-z0-9_.@\-]{3,64}" autoComplete="off" />
        </label>
        <label className={styles.field}>
          {t('cs_role')}
          <select name="role" defaultValue="support">
            <RoleOptions />
          </select>
        </label>
        <button type="submit" className={styles.primary} disabled={create.isPending}>
          {t('cs_staff_create')}
        </button>
      </form>
      {made?.password && (
        <p role="status" className={styles.done}>
          {t('cs_staff_created', { account: made.staff.account, password: made.password })}
        </p>
      )}
      {create.isError && (
        <p role="alert" className={styles.error}>
          {errorWords(t, create.error)}
        </p>
      )}
    </section>
  );
}
