import { registerForm } from '@gamehall/contract';
import { describe, expect, it } from 'vitest';
import { captureAffiliate } from './affiliate.ts';
import { registerBody } from './register-body.ts';

const rule = (field: string) => ({
  field,
  enabled: true,
  required: false,
  minLength: 0,
  maxLength: 64,
  acceptedPattern: '*',
  patternId: 1,
});
const form = registerForm(
  [rule('affiliateCode'), rule('referralCode'), rule('email')],
  'register',
  {
    smsVerification: false,
    mobilePassword: false,
  },
);
const where = { href: 'https://site.example/register?code=AG1', host: 'site.example' };

describe('registerBody', () => {
  it('adds what the site sends and takes invitation codes from the link', () => {
    captureAffiliate('?code=AG1&referralCode=R9');
    const body = registerBody(
      form,
      {
        username: ' player1 ',
        password: 'pass1234',
        confirmPassword: 'pass1234',
        email: '',
        agreeTerms: true,
        agreeAge: true,
      },
      {},
      where,
    );
    expect(body).toEqual({
      username: 'player1',
      password: 'pass1234',
      confirmPassword: 'pass1234',
      affiliateCode: 'AG1',
      referralCode: 'R9',
      registerUrl: where.href,
      domain: 'site.example',
      registerMethod: 'WEB',
      login: true,
      agreeTerms: true,
      agreeAge: true,
    });
  });

  it('prefers a typed invitation code', () => {
    captureAffiliate('?affiliateCode=AG1');
    const body = registerBody(
      form,
      { affiliateCode: 'TYPED', agreeTerms: true, agreeAge: true },
      {},
      where,
    );
    expect(body.affiliateCode).toBe('TYPED');
  });
});
