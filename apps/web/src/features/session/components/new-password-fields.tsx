import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type NewPasswordValues, usePasswordCheck } from '../model/use-password-check.ts';
import { TextField } from './text-field.tsx';

export interface NewPasswordFieldsProps<V extends FieldValues & NewPasswordValues> {
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
}

/** New password and its confirmation, checked with the brand's password rule. */
export function NewPasswordFields<V extends FieldValues & NewPasswordValues>({
  register,
  errors,
}: NewPasswordFieldsProps<V>) {
  const { t } = useTranslation();
  const check = usePasswordCheck();
  const message = (field: keyof NewPasswordValues) => {
    const error = errors[field];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  return (
    <>
      <TextField
        label={t('auth_new_password')}
        type="password"
        autoComplete="new-password"
        error={message('newPassword')}
        {...register('newPassword' as Path<V>, {
          validate: (_, all) => check(all).newPassword ?? true,
        })}
      />
      <TextField
        label={t('auth_confirm_new_password')}
        type="password"
        autoComplete="new-password"
        error={message('confirmNewPassword')}
        {...register('confirmNewPassword' as Path<V>, {
          validate: (_, all) => check(all).confirmNewPassword ?? true,
        })}
      />
    </>
  );
}
