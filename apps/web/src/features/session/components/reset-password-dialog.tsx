import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Dialog, showWarning } from '../../../components/ui/index.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { resetByEmailCall } from '../api/passwords.ts';
import { applyServerIssues } from '../model/server-issues.ts';
import type { NewPasswordValues } from '../model/use-password-check.ts';
import { FormSubmit } from './form-submit.tsx';
import styles from './forms.module.css';
import { NewPasswordFields } from './new-password-fields.tsx';

/** The e-mailed reset link (?resetToken=): a new password, then the login dialog. */
export function ResetPasswordDialog({ page, onClose }: { page?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<NewPasswordValues>({
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });

  // The link is single-use: once handled, it leaves the address bar.
  const dropToken = () => {
    const params = new URLSearchParams(location.search);
    if (!params.has('resetToken')) return;
    params.delete('resetToken');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
  };

  const close = () => {
    dropToken();
    onClose();
  };

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await resetByEmailCall({ resetToken: page ?? '', ...v });
      dropToken();
      // The login dialog follows the confirmation, never opens under or over it.
      showWarning({
        icon: 'success',
        title: t('auth_reset_done'),
        buttons: [{ label: t('in_increase_submit') }],
        onClose: () => useDialogs.getState().openDialog('login', 'username'),
      });
    } catch (err) {
      applyServerIssues(err, ['newPassword', 'confirmNewPassword'], setError, t);
      setFailure(errorText(err, t, 'site'));
    }
  });

  return (
    <Dialog open onClose={close} title={t('auth_reset_title')} width={420}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <NewPasswordFields register={register} errors={formState.errors} />
        <FormSubmit failure={failure} busy={formState.isSubmitting}>
          {t('auth_reset_password_submit')}
        </FormSubmit>
      </form>
    </Dialog>
  );
}
