import { registerForm, validateRegistration } from '@gamehall/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSettings } from '../../system/index.ts';
import { issueMessage } from './field-messages.ts';

export interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Product §5: a new password must satisfy the brand's password rule (the register rule of
 * 'password') and its confirmation match — the check the server runs on change/reset.
 */
export function usePasswordCheck() {
  const { t } = useTranslation();
  const { data } = useRegisterSettings('register');
  const fields = useMemo(
    () =>
      registerForm(data?.rules ?? [], 'register', {
        smsVerification: false,
        mobilePassword: false,
      }).fields.filter((f) => f.field === 'password' || f.field === 'confirmPassword'),
    [data],
  );
  return useCallback(
    ({ newPassword, confirmNewPassword }: NewPasswordValues) => {
      const issues = validateRegistration(
        { kind: 'register', fields },
        { password: newPassword, confirmPassword: confirmNewPassword },
      );
      return {
        newPassword: issues.password && issueMessage(t, issues.password),
        confirmNewPassword: issues.confirmPassword && issueMessage(t, issues.confirmPassword),
      };
    },
    [fields, t],
  );
}
