// @vitest-environment node
import { registerForm, validateRegistration } from '@gamehall/contract';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/i18n.ts';
import { detailIssues, issueMessage, patternMessage } from './field-messages.ts';

const t = testI18n.t.bind(testI18n);

describe('field messages', () => {
  it('words each FieldIssue kind', () => {
    expect(issueMessage(t, { kind: 'required' })).toBe('Input cannot be empty');
    expect(issueMessage(t, { kind: 'mismatch' })).toBe('Incorrect confirmation input');
    expect(issueMessage(t, { kind: 'pattern', patternId: 2, min: 4, max: 16 })).toBe(
      '4-16 letters and digits, starting with a letter',
    );
  });

  it('names one number when min and max are equal', () => {
    expect(patternMessage(t, 7, 6, 6)).toBe('6 digits only');
  });

  it('falls back to the any-characters message for an unknown pattern id', () => {
    expect(patternMessage(t, 999, 1, 8)).toBe('1-8 characters');
  });

  it('words what the shared validator finds', () => {
    const form = registerForm(
      [
        {
          field: 'username',
          enabled: true,
          required: true,
          minLength: 4,
          maxLength: 12,
          acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
          patternId: 2,
        },
      ],
      'register',
      { smsVerification: false, mobilePassword: false },
    );
    const issues = validateRegistration(form, {
      username: '1abc',
      password: '',
      confirmPassword: 'x',
    });
    expect(issues.username && issueMessage(t, issues.username)).toBe(
      '4-12 letters and digits, starting with a letter',
    );
    expect(issues.password && issueMessage(t, issues.password)).toBe('Input cannot be empty');
  });

  it('keeps only well-formed issues from a server answer', () => {
    expect(
      detailIssues({
        username: { kind: 'pattern', patternId: 2, min: 4, max: 12 },
        password: { kind: 'required' },
        junk: { kind: 'pattern' },
        other: 'text',
      }),
    ).toEqual({
      username: { kind: 'pattern', patternId: 2, min: 4, max: 12 },
      password: { kind: 'required' },
    });
    expect(detailIssues(null)).toEqual({});
  });
});
