import type { LoginResult } from '@gamehall/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginCall } from '../api/login.ts';
import { requestLoginSms } from '../api/send-codes.ts';
import { MOBILE_PATTERN, wantsCaptcha } from '../model/errors.ts';
import { readRemembered, saveRemembered } from '../model/remember-me.ts';
import { useCaptcha } from '../model/use-captcha.ts';
import { useFailureText } from '../model/use-failure-text.ts';
import { useSliderCheck } from '../model/use-slider-check.ts';
import { CaptchaField } from './captcha-field.tsx';
import { type AskCaptcha, CodeButton } from './code-button.tsx';
import { DialingCodeSelect } from './dialing-code-select.tsx';
import { FormSubmit } from './form-submit.tsx';
import styles from './forms.module.css';
import { SliderCheck } from './slider-check.tsx';
import { TextField } from './text-field.tsx';

export type LoginType = 'username' | 'sms';

interface Values {
  username: string;
  password: string;
  mobile: string;
  code: string;
  captcha: string;
  remember: boolean;
}

export interface LoginFormProps {
  type: LoginType;
  /** A login answer with a token or a pending second verification, and remember me. */
  onResult: (
    result: LoginResult,
    typedPassword: string | undefined,
    remember: boolean,
  ) => Promise<void>;
  /** Pins the slider's gap (tests). */
  sliderGap?: number;
  /** Shows the image captcha from the start (tests, or a failure answer before). */
  captchaShown?: boolean;
}

/** Product §4/§5 login by username + password or by mobile + SMS code. */
export function LoginForm({ type, onResult, sliderGap, captchaShown = false }: LoginFormProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [remembered] = useState(readRemembered);
  const [dialingCode, setDialingCode] = useState(remembered.dialingCode);
  const slider = useSliderCheck();
  const [withCaptcha, setWithCaptcha] = useState(captchaShown);
  const [failure, setFailure] = useState<string | null>(null);
  const { captcha, failed, refresh } = useCaptcha(withCaptcha);
  const form = useForm<Values>({
    defaultValues: {
      username: remembered.username,
      password: '',
      mobile: remembered.mobile,
      code: '',
      captcha: '',
      remember: remembered.remember,
    },
  });
  const { register, handleSubmit, formState, getValues, trigger } = form;
  const errors = formState.errors;
  const empty = t('in_input_empty');

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    if (!slider.passed) {
      setFailure(t('in_complete_verification'));
      return;
    }
    const sms = type === 'sms';
    try {
      const result = await loginCall({
        type,
        username: sms ? v.mobile : v.username,
        password: sms ? v.code : v.password,
        countryDialingCode: sms ? dialingCode : undefined,
        captcha: withCaptcha && captcha ? v.captcha : undefined,
        captchaKey: withCaptcha && captcha ? captcha.key : undefined,
        remember: v.remember,
      });
      saveRemembered(
        v.remember,
        sms ? { mobile: v.mobile, dialingCode } : { username: v.username },
      );
      await onResult(result, sms ? undefined : v.password, v.remember);
    } catch (err) {
      setFailure(failureText(err));
      slider.reset();
      // A shown captcha is spent by the attempt; a new one replaces it.
      if (withCaptcha) void refresh(true);
      else if (wantsCaptcha(err)) setWithCaptcha(true);
    }
  });

  const sendCode = async (askCaptcha: AskCaptcha) => {
    if (!(await trigger('mobile'))) throw new Error(t('auth_valid_mobile'));
    return requestLoginSms({
      mobileNum: getValues('mobile'),
      countryDialingCode: dialingCode,
      ...(await askCaptcha()),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {type === 'username' ? (
        <>
          <TextField
            label={t('auth_username')}
            autoComplete="username"
            error={errors.username?.message}
            {...register('username', { required: empty })}
          />
          <TextField
            label={t('auth_password')}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password', { required: empty })}
          />
        </>
      ) : (
        <>
          <TextField
            label={t('auth_mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            error={errors.mobile?.message}
            before={<DialingCodeSelect value={dialingCode} onChange={setDialingCode} />}
            {...register('mobile', {
              required: empty,
              pattern: { value: MOBILE_PATTERN, message: t('auth_valid_mobile') },
            })}
          />
          <TextField
            label={t('auth_verification_code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={255}
            error={errors.code?.message}
            after={<CodeButton send={sendCode} />}
            {...register('code', { required: t('auth_valid_code') })}
          />
        </>
      )}
      {withCaptcha && (
        <CaptchaField
          captcha={captcha}
          failed={failed}
          onRefresh={() => void refresh()}
          error={errors.captcha?.message}
          {...register('captcha', { required: t('auth_enter_captcha') })}
        />
      )}
      <SliderCheck key={slider.key} gap={sliderGap} onChange={slider.onChange} />
      <label className={styles.check}>
        <input type="checkbox" {...register('remember')} />
        {t('auth_remember_me')}
      </label>
      <FormSubmit failure={failure} busy={formState.isSubmitting}>
        {formState.isSubmitting ? t('auth_logging_in') : t('auth_login_submit')}
      </FormSubmit>
    </form>
  );
}
