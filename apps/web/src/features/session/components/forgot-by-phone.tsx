import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { setByPhoneCall } from '../api/passwords.ts';
import { requestLoginSms } from '../api/send-codes.ts';
import { MOBILE_PATTERN } from '../model/errors.ts';
import { applyServerIssues } from '../model/server-issues.ts';
import { useFinishLogin } from '../model/use-finish-login.ts';
import type { NewPasswordValues } from '../model/use-password-check.ts';
import { type AskCaptcha, CodeButton } from './code-button.tsx';
import { DialingCodeSelect } from './dialing-code-select.tsx';
import { FormSubmit } from './form-submit.tsx';
import styles from './forms.module.css';
import { NewPasswordFields } from './new-password-fields.tsx';
import { TextField } from './text-field.tsx';

interface Values extends NewPasswordValues {
  mobileNum: string;
  verificationCode: string;
}

/** Product §4 forgot password by phone (CHNGPASSVERIF3): SMS code, new password, logged in. */
export function ForgotByPhone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const finish = useFinishLogin();
  const [dialingCode, setDialingCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, trigger, getValues } = useForm<Values>({
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
  });

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      const result = await setByPhoneCall({ ...v, countryDialingCode: dialingCode });
      await finish(result, { type: 'phoneReset', typedPassword: v.newPassword });
      navigate('/');
    } catch (err) {
      applyServerIssues(
        err,
        ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'],
        setError,
        t,
      );
      setFailure(errorText(err, t, 'site'));
    }
  });

  const sendCode = async (askCaptcha: AskCaptcha) => {
    if (!(await trigger('mobileNum'))) throw new Error(t('auth_valid_mobile'));
    return requestLoginSms({
      mobileNum: getValues('mobileNum'),
      countryDialingCode: dialingCode,
      ...(await askCaptcha()),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('auth_mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={formState.errors.mobileNum?.message}
        before={<DialingCodeSelect value={dialingCode} onChange={setDialingCode} />}
        {...register('mobileNum', {
          required: t('in_input_empty'),
          pattern: { value: MOBILE_PATTERN, message: t('auth_valid_mobile') },
        })}
      />
      <TextField
        label={t('auth_verification_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        error={formState.errors.verificationCode?.message}
        after={<CodeButton send={sendCode} countdownFrom="resendAt" />}
        {...register('verificationCode', { required: t('auth_valid_code') })}
      />
      <NewPasswordFields register={register} errors={formState.errors} />
      <FormSubmit failure={failure} busy={formState.isSubmitting}>
        {t('auth_reset_password_submit')}
      </FormSubmit>
    </form>
  );
}
