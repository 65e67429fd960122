// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testI18n } from '../test/i18n.ts';
import { ApiError } from './api-client.ts';
import { errorText } from './error-text.ts';

/* Decision 040: a withdrawal refused for want of a verified identity names the brand's rule. */

const t = testI18n.t.bind(testI18n);
const refused = (details: Record<string, unknown>) =>
  new ApiError(403, 'KYC_REQUIRED', 'Verify your identity', undefined, details);

describe('KYC_REQUIRED on a money form', () => {
  it('names the amount, the lifetime total, or both, as the brand sets them', () => {
    const rule = { status: 'NONE', withdrawnBefore: 0 };
    expect(
      errorText(refused({ ...rule, withdrawalAbove: 5000, lifetimeAbove: null }), t, 'money'),
    ).toBe(
      'This withdrawal needs a verified identity (withdrawals above 5,000.00): upload your documents in the security centre.',
    );
    expect(
      errorText(refused({ ...rule, withdrawalAbove: null, lifetimeAbove: '20000' }), t, 'money', {
        currencySymbol: '$',
      }),
    ).toBe(
      'This withdrawal needs a verified identity (withdrawals past $20,000.00 in all): upload your documents in the security centre.',
    );
    expect(
      errorText(
        refused({ status: 'REJECTED', withdrawalAbove: 5000, lifetimeAbove: 20000 }),
        t,
        'money',
      ),
    ).toMatch(/\(withdrawals above 5,000.00, or past 20,000.00 in all\)/);
  });

  it('words it plainly without figures, and as waiting when documents are with staff', () => {
    expect(errorText(refused({}), t, 'money')).toBe(
      'This withdrawal needs a verified identity: upload your documents in the security centre.',
    );
    expect(errorText(refused({ status: 'PENDING', withdrawalAbove: 5000 }), t, 'money')).toMatch(
      /your documents are still waiting for review/,
    );
  });
});
