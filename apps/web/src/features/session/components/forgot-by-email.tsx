import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showWarning } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/error-text.ts';
import { forgotByEmailCall } from '../api/passwords.ts';
import styles from './forms.module.css';
import { TextField } from './text-field.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Product §4 forgot password by e-mail: a reset link is mailed. The dialog closes after any
 * answer; success shows a confirmation, then the in_been_out notice.
 */
export function ForgotByEmail({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { username: '', email: '' },
  });
  const submit = handleSubmit(async ({ username, email }) => {
    const ok = { label: t('in_increase_submit') };
    try {
      await forgotByEmailCall({ username: username.trim(), email: email.trim() });
      showWarning({ icon: 'success', title: t('auth_reset_mail_sent'), buttons: [ok] });
      showWarning({ icon: 'info', title: t('in_been_out'), buttons: [ok] });
    } catch (err) {
      showWarning({ icon: 'error', title: errorText(err, t, 'site'), buttons: [ok] });
    }
    onDone();
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('auth_username')}
        autoComplete="username"
        error={formState.errors.username?.message}
        {...register('username', { required: t('in_input_empty') })}
      />
      <TextField
        label={t('auth_email')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email', {
          required: t('in_input_empty'),
          pattern: { value: EMAIL, message: t('auth_valid_email') },
        })}
      />
      <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
        {t('auth_send_reset_link')}
      </button>
    </form>
  );
}
