import { registerForm } from '@gamehall/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSession } from '../test-utils.tsx';
import { RegisterForm } from './register-form.tsx';

const rule = (field: string, extra: Record<string, unknown> = {}) => ({
  field,
  enabled: true,
  required: false,
  minLength: 0,
  maxLength: 64,
  acceptedPattern: '*',
  patternId: 1,
  ...extra,
});

const rules = [
  rule('username', {
    minLength: 4,
    maxLength: 12,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 2,
  }),
  rule('password', { minLength: 6, maxLength: 20 }),
  rule('email', {
    required: true,
    acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    patternId: 4,
  }),
];
const form = registerForm(rules, 'register', { smsVerification: false, mobilePassword: false });

describe('RegisterForm', () => {
  it('shows the fields the rules enable, with terms ticked and age unticked', () => {
    renderSession(<RegisterForm form={form} sliderGap={40} />);
    for (const label of ['Username', 'Password', 'Confirm password', 'Email']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
    expect(
      (screen.getByRole('checkbox', { name: /terms and conditions/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'I am 18 years old' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/help#terms',
    );
  });

  it('marks the required fields before anything is submitted', () => {
    const withSms = registerForm([...rules, rule('mobileNum')], 'register', {
      smsVerification: true,
      mobilePassword: false,
    });
    renderSession(<RegisterForm form={withSms} sliderGap={40} />);
    expect(screen.getByText('Fields marked * are required.')).toBeTruthy();
    const marked = (label: string) => {
      const input = screen.getByLabelText(label);
      const field = input.closest('div:has(> span > label)') as HTMLElement;
      return {
        aria: input.getAttribute('aria-required'),
        mark: field.querySelector('[data-required-mark]') !== null,
      };
    };
    // The username form needs the mobile number and its SMS code when the brand texts codes.
    for (const label of ['Username', 'Password', 'Mobile number', 'Verification code', 'Email']) {
      expect(marked(label), label).toEqual({ aria: 'true', mark: true });
    }
    const optional = registerForm([...rules, rule('mobileNum')], 'register', {
      smsVerification: false,
      mobilePassword: false,
    });
    renderSession(<RegisterForm form={optional} sliderGap={40} />);
    const mobiles = screen.getAllByLabelText('Mobile number');
    expect(mobiles[1]?.getAttribute('aria-required')).toBeNull();
  });

  it('words the shared validator issues on each field', async () => {
    renderSession(<RegisterForm form={form} sliderGap={40} />);
    await userEvent.type(screen.getByLabelText('Username'), '9lives');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual([
      '4-12 letters and digits, starting with a letter',
      '6-20 characters',
      'Incorrect confirmation input',
      'Input cannot be empty',
      'Please confirm that you are 18 years old',
    ]);
  });
});
