import type { RegisterForm as Description, RegisterField } from '@gamehall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showWarning } from '../../../components/ui/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { affiliateValid, registerCall } from '../api/register.ts';
import { requestRegisterSms } from '../api/send-codes.ts';
import { MOBILE_PATTERN } from '../model/errors.ts';
import { detailIssues, issueMessage } from '../model/field-messages.ts';
import { registerBody } from '../model/register-body.ts';
import { useCaptcha } from '../model/use-captcha.ts';
import { useFailureText } from '../model/use-failure-text.ts';
import { useFinishLogin } from '../model/use-finish-login.ts';
import { useRegisterForm } from '../model/use-register-form.ts';
import { useSliderCheck } from '../model/use-slider-check.ts';
import { AgreementChecks } from './agreement-checks.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { type AskCaptcha, CodeButton } from './code-button.tsx';
import { DialingCodeSelect } from './dialing-code-select.tsx';
import { FormSubmit } from './form-submit.tsx';
import styles from './forms.module.css';
import { RegisterFields } from './register-fields.tsx';
import { SliderCheck } from './slider-check.tsx';

/** Product §4/§5 registration by username or mobile, shaped by the server's rules. */
export function RegisterForm({ form, sliderGap }: { form: Description; sliderGap?: number }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const finish = useFinishLogin();
  const [dialingCode, setDialingCode] = useState('');
  const slider = useSliderCheck();
  const [failure, setFailure] = useState<string | null>(null);
  const has = (field: RegisterField) => form.fields.some((f) => f.field === field);
  const { captcha, failed, refresh } = useCaptcha(has('captcha'));
  const { register, handleSubmit, formState, getValues, setError } = useRegisterForm(form);

  const startOver = () => {
    slider.reset();
    if (has('captcha')) void refresh(true);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (!slider.passed) return setFailure(t('in_complete_verification'));
    const affiliate = values.affiliateCode?.trim();
    try {
      if (has('affiliateCode') && affiliate && !(await affiliateValid(affiliate))) {
        showWarning({
          icon: 'warning',
          title: t('invitation_code_error'),
          buttons: [{ label: t('in_increase_submit') }],
        });
        return;
      }
      const body = registerBody(form, values, {
        countryDialingCode: dialingCode,
        captchaKey: captcha?.key,
      });
      const result = await registerCall(form.kind, body);
      await finish(result, { type: 'register', typedPassword: values.password });
    } catch (err) {
      const issues = err instanceof ApiError ? detailIssues(err.details) : {};
      for (const [field, issue] of Object.entries(issues)) {
        setError(field as RegisterField, { type: issue.kind, message: issueMessage(t, issue) });
      }
      if (err instanceof ApiError && err.code === 'INVALID_AFFILIATE') {
        setError('affiliateCode', { type: 'server', message: t('invitation_code_error') });
      }
      setFailure(failureText(err));
      startOver();
    }
  });

  const sendCode = async (askCaptcha: AskCaptcha) => {
    const mobileNo = getValues('mobileNum')?.trim() ?? '';
    if (!MOBILE_PATTERN.test(mobileNo)) throw new Error(t('auth_valid_mobile'));
    const username = form.kind === 'register' ? getValues('username')?.trim() : undefined;
    return requestRegisterSms({
      mobileNo,
      countryDialingCode: dialingCode,
      username: username || undefined,
      ...(await askCaptcha()),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {form.fields.some((f) => f.required) && (
        <p className={styles.requiredNote}>{t('auth_required_note')}</p>
      )}
      <RegisterFields
        fields={form.fields}
        register={register}
        errors={formState.errors}
        before={{ mobileNum: <DialingCodeSelect value={dialingCode} onChange={setDialingCode} /> }}
        after={{ verificationCode: <CodeButton send={sendCode} /> }}
        render={{
          captcha: (spec) => (
            <CaptchaField
              aria-required={spec.required || undefined}
              captcha={captcha}
              failed={failed}
              onRefresh={() => void refresh()}
              error={formState.errors.captcha?.message}
              {...register('captcha')}
            />
          ),
        }}
      />
      <SliderCheck key={slider.key} gap={sliderGap} onChange={slider.onChange} />
      <AgreementChecks register={register} errors={formState.errors} />
      <FormSubmit failure={failure} busy={formState.isSubmitting}>
        {formState.isSubmitting ? t('auth_registering') : t('auth_register_submit')}
      </FormSubmit>
    </form>
  );
}
