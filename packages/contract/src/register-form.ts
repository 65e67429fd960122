import type * as z from 'zod/mini';
import type { RegisterBody } from './member.ts';
import type { RegisterRule } from './system.ts';

type Rule = z.infer<typeof RegisterRule>;
export type RegisterKind = 'register' | 'registerMobile';
export type RegisterField = Exclude<
  keyof RegisterBody,
  | 'captchaKey'
  | 'countryDialingCode'
  | 'domain'
  | 'registerUrl'
  | 'registerMethod'
  | 'login'
  | 'agreeTerms'
  | 'agreeAge'
>;

/** The feature switches of product §5 that shape the registration form. */
export interface RegisterSwitches {
  /** REGMOBVERF3: an SMS code proves the mobile number. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration asks for a password too. */
  mobilePassword: boolean;
}

export interface FieldSpec {
  field: RegisterField;
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: number;
  pattern: RegExp;
}

export interface RegisterForm {
  kind: RegisterKind;
  fields: FieldSpec[];
}

/** What is wrong with one field; the site words it, the server answers it in details. */
export type FieldIssue =
  | { kind: 'required' }
  | { kind: 'pattern'; patternId: number; min: number; max: number }
  | { kind: 'mismatch' };

/** Product §5: the configurable fields, in the order the form shows them. */
const configurable: RegisterField[] = [
  'payeeName',
  'paymentPassword',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'referralCode',
  'captcha',
];

/** Fields that must be filled whenever they are shown, whatever the rule says. */
const alwaysRequired = new Set<RegisterField>(['paymentPassword', 'captcha']);

/** Product §5: an acceptedPattern of '*' means anything. */
export function compilePattern(source: string): RegExp {
  return new RegExp(source === '*' ? '.*' : source);
}

/**
 * The registration form the rules and switches describe (product §5). The site renders it;
 * the server validates the same description again, so both always agree.
 */
export function registerForm(
  rules: readonly Rule[],
  kind: RegisterKind,
  switches: RegisterSwitches,
): RegisterForm {
  const byField = new Map(rules.map((r) => [r.field, r]));
  const fields: FieldSpec[] = [];
  const add = (field: RegisterField, required: boolean) => {
    const rule = byField.get(field);
    fields.push({
      field,
      required,
      minLength: rule?.minLength ?? 0,
      maxLength: rule?.maxLength ?? 255,
      patternId: rule?.patternId ?? 1,
      pattern: compilePattern(rule?.acceptedPattern ?? '*'),
    });
  };
  const enabled = (field: RegisterField) => byField.get(field)?.enabled === true;

  if (kind === 'register') {
    add('username', true);
    add('password', true);
    add('confirmPassword', true);
    if (enabled('mobileNum') || switches.smsVerification) {
      add('mobileNum', switches.smsVerification || byField.get('mobileNum')?.required === true);
    }
    if (switches.smsVerification) add('verificationCode', true);
  } else {
    add('mobileNum', true);
    if (switches.smsVerification) add('verificationCode', true);
    if (switches.mobilePassword) {
      add('password', true);
      add('confirmPassword', true);
    }
  }
  for (const field of configurable) {
    if (!enabled(field)) continue;
    add(field, alwaysRequired.has(field) || byField.get(field)?.required === true);
  }
  return { kind, fields };
}

const length = (v: string) => [...v].length;

/** Checks values against the form; an empty result means they pass. */
export function validateRegistration(
  form: RegisterForm,
  values: Partial<Record<RegisterField, string | undefined>>,
): Partial<Record<RegisterField, FieldIssue>> {
  const issues: Partial<Record<RegisterField, FieldIssue>> = {};
  for (const spec of form.fields) {
    const value = values[spec.field]?.trim() ?? '';
    if (value === '') {
      if (spec.required) issues[spec.field] = { kind: 'required' };
      continue;
    }
    if (spec.field === 'confirmPassword') {
      if (value !== (values.password?.trim() ?? '')) issues.confirmPassword = { kind: 'mismatch' };
      continue;
    }
    const n = length(value);
    if (n < spec.minLength || n > spec.maxLength || !spec.pattern.test(value)) {
      issues[spec.field] = {
        kind: 'pattern',
        patternId: spec.patternId,
        min: spec.minLength,
        max: spec.maxLength,
      };
    }
  }
  return issues;
}
