import {
  type RegisterField,
  type RegisterForm,
  type RegisterKind,
  registerForm,
  validateRegistration,
} from '@gamehall/contract';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFeature, useRegisterSettings } from '../../system/index.ts';
import { storedAffiliate } from './affiliate.ts';
import { issueMessage } from './field-messages.ts';
import type { RegisterValues } from './register-body.ts';

/** The form the server's rules describe (product §5), or null while the rules load. */
export function useRegisterDescription(kind: RegisterKind): RegisterForm | null {
  const { data } = useRegisterSettings(kind);
  const smsVerification = useFeature('REGMOBVERF3');
  const mobilePassword = useFeature('MOBILENUMPASSREG3');
  return useMemo(
    () => (data ? registerForm(data.rules, kind, { smsVerification, mobilePassword }) : null),
    [data, kind, smsVerification, mobilePassword],
  );
}

/** react-hook-form over the shared validator: the same checks the server runs. */
export function useRegisterForm(form: RegisterForm) {
  const { t } = useTranslation();
  const resolver = useMemo<Resolver<RegisterValues>>(
    () => async (values) => {
      const errors: Record<string, { type: string; message: string }> = {};
      const issues = validateRegistration(form, values);
      for (const [field, issue] of Object.entries(issues)) {
        if (issue) errors[field] = { type: issue.kind, message: issueMessage(t, issue) };
      }
      if (!values.agreeTerms) {
        errors.agreeTerms = { type: 'required', message: t('auth_agree_terms_required') };
      }
      if (!values.agreeAge) {
        errors.agreeAge = { type: 'required', message: t('auth_age_required') };
      }
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
    [form, t],
  );
  const stored = storedAffiliate();
  const defaults: Partial<Record<RegisterField, string>> = {
    affiliateCode: stored.affiliateCode ?? '',
    referralCode: stored.referralCode ?? '',
  };
  return useForm<RegisterValues>({
    resolver,
    defaultValues: { ...defaults, agreeTerms: true, agreeAge: false },
  });
}
