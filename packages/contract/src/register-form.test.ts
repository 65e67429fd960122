import { describe, expect, it } from 'vitest';
import { registerForm, validateRegistration } from './register-form.ts';

const rule = (field: string, extra: Partial<Record<string, unknown>> = {}) => ({
  field,
  enabled: true,
  required: false,
  minLength: 6,
  maxLength: 16,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 2,
  ...extra,
});

const rules = [
  rule('username', { required: true }),
  rule('password', { acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', patternId: 6 }),
  rule('confirmPassword'),
  rule('mobileNum', { enabled: false, minLength: 7, maxLength: 15, acceptedPattern: '^\\d+$' }),
  rule('email', { enabled: false }),
  rule('captcha', { minLength: 4, maxLength: 4, acceptedPattern: '*', patternId: 1 }),
  rule('paymentPassword', { minLength: 6, maxLength: 6, acceptedPattern: '^\\d+$' }),
];
const off = { smsVerification: false, mobilePassword: false };
const fieldsOf = (f: ReturnType<typeof registerForm>) => f.fields.map((x) => x.field);

describe('the registration form the rules describe (product §5)', () => {
  it('shows username, passwords and only the enabled configurable fields', () => {
    const form = registerForm(rules, 'register', off);
    expect(fieldsOf(form)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'paymentPassword',
      'captcha',
    ]);
    // Shown fields that must always be filled, whatever the rule's `required` says.
    expect(form.fields.find((f) => f.field === 'paymentPassword')?.required).toBe(true);
    expect(form.fields.find((f) => f.field === 'captcha')?.required).toBe(true);
  });

  it('asks mobile registration for a password only with MOBILENUMPASSREG3', () => {
    expect(fieldsOf(registerForm(rules, 'registerMobile', off)).slice(0, 1)).toEqual(['mobileNum']);
    expect(fieldsOf(registerForm(rules, 'registerMobile', off))).not.toContain('password');
    const withPassword = registerForm(rules, 'registerMobile', { ...off, mobilePassword: true });
    expect(fieldsOf(withPassword)).toContain('password');
  });

  it('adds the mobile number and SMS code when REGMOBVERF3 is on', () => {
    const form = registerForm(rules, 'register', { ...off, smsVerification: true });
    expect(fieldsOf(form)).toContain('mobileNum');
    expect(form.fields.find((f) => f.field === 'verificationCode')?.required).toBe(true);
  });

  it('reads a "*" pattern as anything', () => {
    const form = registerForm(rules, 'register', off);
    expect(form.fields.find((f) => f.field === 'captcha')?.pattern.test('a b!')).toBe(true);
  });
});

describe('validating registration values', () => {
  const form = registerForm(rules, 'register', off);
  const good = {
    username: 'player01',
    password: 'secret12',
    confirmPassword: 'secret12',
    paymentPassword: '123456',
    captcha: 'AB3D',
  };

  it('passes good values', () => {
    expect(validateRegistration(form, good)).toEqual({});
  });

  it('names each problem: required, pattern with its bounds, mismatch', () => {
    const issues = validateRegistration(form, {
      ...good,
      username: '1player',
      password: 'short1',
      confirmPassword: 'other123',
      paymentPassword: ' ',
    });
    expect(issues.username).toEqual({ kind: 'pattern', patternId: 2, min: 6, max: 16 });
    expect(issues.confirmPassword).toEqual({ kind: 'mismatch' });
    expect(issues.paymentPassword).toEqual({ kind: 'required' });
    expect(issues.password).toBeUndefined();
  });

  it('checks length in characters, not bytes', () => {
    const long = validateRegistration(form, { ...good, username: 'a'.repeat(17) });
    expect(long.username?.kind).toBe('pattern');
    // Four characters in six UTF-16 units: the 4-character captcha rule counts characters.
    expect(validateRegistration(form, { ...good, captcha: '😀😀ab' }).captcha).toBeUndefined();
    expect(validateRegistration(form, { ...good, captcha: '😀😀abc' }).captcha?.kind).toBe(
      'pattern',
    );
  });
});
