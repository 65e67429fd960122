import type { createDownline, ValueOf } from '@gamehall/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { Field, panelStyles } from '../../panel/index.ts';
import { detailIssues, issueMessage } from '../../session/index.ts';
import { useCreateDownline } from '../api/team.ts';
import styles from './team.module.css';

interface Values {
  account: string;
  password: string;
  confirmPassword: string;
  type: 'PLAYER' | 'AGENT';
}

/** The fields the server's refusals may name. */
const FIELDS = ['account', 'password', 'confirmPassword'] as const;

/**
 * Register centre: the agent opens an account under itself, a player or an agent, with a
 * password by the brand's registration rules that the new member changes at first login.
 * The server's refusals are shown on their fields.
 */
export function OpenAccountForm() {
  const { t } = useTranslation();
  const create = useCreateDownline();
  const [opened, setOpened] = useState<ValueOf<typeof createDownline> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, setError, reset } = useForm<Values>({
    defaultValues: { account: '', password: '', confirmPassword: '', type: 'PLAYER' },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setOpened(null);
    setFailure(null);
    try {
      const result = await create.mutateAsync({
        account: values.account.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        type: values.type,
      });
      setOpened(result);
      reset({ account: '', password: '', confirmPassword: '', type: values.type });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'ACCOUNT_EXISTS') {
        setError(
          'account',
          { type: 'server', message: t('at_err_account_exists') },
          {
            shouldFocus: true,
          },
        );
        return;
      }
      // The server's refusals by field (a registration rule broken), the first one focused.
      const issues = err instanceof ApiError ? detailIssues(err.details) : {};
      let placed = false;
      for (const field of FIELDS) {
        const issue = issues[field];
        if (!issue) continue;
        const message = issueMessage(t, issue);
        setError(field, { type: issue.kind, message }, { shouldFocus: !placed });
        placed = true;
      }
      if (!placed) setFailure(errorText(err, t, 'site'));
    }
  });

  const kind = opened && (opened.type === 0 ? 'PLAYER' : 'AGENT');
  return (
    <form className={panelStyles.form} onSubmit={submit} noValidate>
      <Field
        label={t('ag_account')}
        autoComplete="off"
        maxLength={64}
        aria-required
        error={errors.account?.message}
        {...register('account', {
          validate: (v) => v.trim() !== '' || t('mn_required'),
        })}
      />
      <Field
        label={t('at_password')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        aria-required
        error={errors.password?.message}
        {...register('password', { required: t('mn_required') })}
      />
      <Field
        label={t('at_confirm_password')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        aria-required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', {
          required: t('mn_required'),
          validate: (v) => v === getValues('password') || t('at_err_mismatch'),
        })}
      />
      <fieldset className={styles.choices}>
        <legend className={panelStyles.label}>{t('at_account_type')}</legend>
        <label className={styles.choice}>
          <input type="radio" value="PLAYER" {...register('type')} />
          {t('at_type_PLAYER')}
        </label>
        <label className={styles.choice}>
          <input type="radio" value="AGENT" {...register('type')} />
          {t('at_type_AGENT')}
        </label>
      </fieldset>
      <button type="submit" className={panelStyles.primary} disabled={formState.isSubmitting}>
        {t('at_open_submit')}
      </button>
      <div role="status" className={styles.result}>
        {opened && kind && (
          <>
            <p className={panelStyles.success}>
              {t(`at_opened_${kind}`, { account: opened.account })}
            </p>
            {opened.affiliateCode && (
              <p>
                {t('at_opened_code')} <code className={styles.code}>{opened.affiliateCode}</code>
              </p>
            )}
            <p className={panelStyles.hint}>{t('at_first_login_note')}</p>
          </>
        )}
      </div>
      {failure && (
        <p role="alert" className={panelStyles.error}>
          {failure}
        </p>
      )}
    </form>
  );
}
