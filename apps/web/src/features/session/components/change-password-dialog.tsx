import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/session-store.ts';
import { memberInfoQuery } from '../api/get-member-info.ts';
import { endSession } from '../api/logout.ts';
import { changePasswordCall } from '../api/passwords.ts';
import { applyServerIssues } from '../model/server-issues.ts';
import type { NewPasswordValues } from '../model/use-password-check.ts';
import { FormSubmit } from './form-submit.tsx';
import styles from './forms.module.css';
import { NewPasswordFields } from './new-password-fields.tsx';
import { TextField } from './text-field.tsx';

interface Values extends NewPasswordValues {
  oldPassword: string;
}

/**
 * Product §4/§5 change password. Opened with page 'forced' (a default or expired password)
 * it cannot be dismissed: no close button, cover or Escape — only changing the password
 * or logging out leads on.
 */
export function ChangePasswordDialog({ page, onClose }: { page?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const forced = page === 'forced';
  const held = useSession((s) => s.password);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      const { token } = await changePasswordCall({
        oldPassword: held ?? v.oldPassword,
        newPassword: v.newPassword,
        confirmNewPassword: v.confirmNewPassword,
      });
      useSession.getState().setToken(token);
      useSession.setState({ password: v.newPassword });
      await client.invalidateQueries({ queryKey: memberInfoQuery().queryKey });
      onClose();
      navigate('/');
    } catch (err) {
      const fields = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
      applyServerIssues(err, held ? fields.slice(1) : fields, setError, t);
      if (err instanceof ApiError && err.code === 'PASSWORD_INCORRECT' && !held) {
        setError('oldPassword', { type: 'server', message: err.message });
      }
      setFailure(errorText(err, t, 'site'));
    }
  });

  const logout = async () => {
    await endSession(client);
    onClose();
    navigate('/');
  };

  return (
    <Dialog
      open
      onClose={forced ? () => undefined : onClose}
      title={t('auth_change_password_title')}
      width={420}
      hideCloseButton={forced}
      closeOnCover={!forced}
      closeOnEscape={!forced}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {forced && <p>{t('auth_change_password_forced')}</p>}
        {!held && (
          <TextField
            label={t('auth_old_password')}
            type="password"
            autoComplete="current-password"
            error={formState.errors.oldPassword?.message}
            {...register('oldPassword', { required: t('in_input_empty') })}
          />
        )}
        <NewPasswordFields register={register} errors={formState.errors} />
        <FormSubmit failure={failure} busy={formState.isSubmitting}>
          {t('auth_change_password_submit')}
        </FormSubmit>
        {forced && (
          <button type="button" className={styles.link} onClick={logout}>
            {t('side_logout')}
          </button>
        )}
      </form>
    </Dialog>
  );
}
