import {
  compilePattern,
  type FieldIssue,
  type RegisterKind,
  registerForm,
  validateRegistration,
} from '@gamehall/contract';
import { AppError } from '../../lib/app-error.ts';
import { registerRules } from '../../settings/register-rules.ts';
import type { SettingsSnapshot } from '../../settings/store.ts';
import { featureOn } from './features.ts';

export type Issues = Record<string, FieldIssue>;

/** The registration form the site shows for these settings (same code on both sides). */
export function formFor(snap: SettingsSnapshot, kind: RegisterKind) {
  return registerForm(registerRules(snap, kind).rules, kind, {
    smsVerification: featureOn(snap.settings, 'REGMOBVERF3'),
    mobilePassword: featureOn(snap.settings, 'MOBILENUMPASSREG3'),
  });
}

function describe(field: string, issue: FieldIssue): string {
  if (issue.kind === 'required') return `${field}: input cannot be empty`;
  if (issue.kind === 'mismatch') return `${field}: incorrect confirmation input`;
  return `${field}: ${issue.min}-${issue.max} characters of pattern ${issue.patternId}`;
}

/** 400 VALIDATION_FAILED with details field → issue; the message names the first field. */
export function rejectIssues(issues: Issues): void {
  const first = Object.entries(issues)[0];
  if (!first) return;
  throw new AppError('VALIDATION_FAILED', describe(first[0], first[1]), { details: issues });
}

/** A new login password must satisfy the brand's password rule, and its confirmation match. */
export function checkNewPassword(snap: SettingsSnapshot, password: string, confirm: string) {
  const form = formFor(snap, 'register');
  const fields = form.fields.filter((f) => f.field === 'password' || f.field === 'confirmPassword');
  const issues = validateRegistration(
    { kind: 'register', fields },
    { password, confirmPassword: confirm },
  );
  const named: Issues = {};
  if (issues.password) named.newPassword = issues.password;
  if (issues.confirmPassword) named.confirmNewPassword = issues.confirmPassword;
  if (password !== password.trim()) {
    named.newPassword ??= { kind: 'pattern', patternId: 10, min: 1, max: 128 };
  }
  rejectIssues(named);
}

/** Six digits, unless the brand's 'paymentPassword' rule says otherwise. */
export function checkPaymentPassword(snap: SettingsSnapshot, value: string, confirm: string) {
  const rule = registerRules(snap, 'register').rules.find((r) => r.field === 'paymentPassword');
  const min = rule?.minLength ?? 6;
  const max = rule?.maxLength ?? 6;
  const pattern = compilePattern(rule?.acceptedPattern ?? '^\\d+$');
  const issues: Issues = {};
  const n = [...value].length;
  if (n < min || n > max || !pattern.test(value)) {
    issues.paymentPassword = { kind: 'pattern', patternId: rule?.patternId ?? 7, min, max };
  } else if (confirm !== value) {
    issues.confirmPaymentPassword = { kind: 'mismatch' };
  }
  rejectIssues(issues);
}
