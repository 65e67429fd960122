import type { FieldSpec, RegisterField } from '@gamehall/contract';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterValues } from '../model/register-body.ts';
import { TextField } from './text-field.tsx';

const INPUT: Partial<Record<RegisterField, { type?: string; autoComplete?: string }>> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'email' },
  mobileNum: { type: 'tel', autoComplete: 'tel-national' },
  payeeName: { autoComplete: 'name' },
  verificationCode: { autoComplete: 'one-time-code' },
};

export interface RegisterFieldsProps {
  fields: FieldSpec[];
  register: UseFormRegister<RegisterValues>;
  errors: FieldErrors<RegisterValues>;
  /** Controls placed beside a field (dialing code, code button) or replacing it (captcha). */
  before?: Partial<Record<RegisterField, ReactNode>>;
  after?: Partial<Record<RegisterField, ReactNode>>;
  render?: Partial<Record<RegisterField, (spec: FieldSpec) => ReactNode>>;
}

/** The registration form's text fields, in the order and with the bounds the rules give. */
export function RegisterFields({
  fields,
  register,
  errors,
  before,
  after,
  render,
}: RegisterFieldsProps) {
  const { t } = useTranslation();
  return fields.map((spec) => {
    const custom = render?.[spec.field];
    if (custom) return <div key={spec.field}>{custom(spec)}</div>;
    const input = INPUT[spec.field] ?? {};
    const numeric = spec.field === 'mobileNum' || spec.field === 'verificationCode';
    return (
      <TextField
        key={spec.field}
        label={t(`auth_field_${spec.field}`)}
        type={input.type ?? 'text'}
        autoComplete={input.autoComplete ?? 'off'}
        inputMode={numeric ? 'numeric' : undefined}
        maxLength={spec.maxLength || undefined}
        aria-required={spec.required || undefined}
        error={errors[spec.field]?.message}
        before={before?.[spec.field]}
        after={after?.[spec.field]}
        {...register(spec.field)}
      />
    );
  });
}
