import { describe, expect, it } from 'vitest';
import { createDeposit, listDeposits } from './cashier.ts';
import { forgotPasswordByEmail } from './member.ts';
import { callUrl, encodeCallBody, readEnvelope } from './wire.ts';

describe('how a declared call travels', () => {
  it('puts the query on the path, leaving out what is not given', () => {
    expect(callUrl(listDeposits)).toBe('/wps/cashier/deposits');
    expect(callUrl(listDeposits, { pageNo: 2, pageSize: undefined, status: null })).toBe(
      '/wps/cashier/deposits?pageNo=2',
    );
    expect(callUrl(listDeposits, { q: 'a b&c' })).toBe('/wps/cashier/deposits?q=a+b%26c');
  });

  it('sends JSON, or a form for a form call', () => {
    expect(encodeCallBody(createDeposit, { amount: 250 })).toEqual({
      body: '{"amount":250}',
      contentType: 'application/json',
    });
    expect(encodeCallBody(createDeposit, undefined)).toEqual({});
    expect(forgotPasswordByEmail.form).toBe(true);
    expect(encodeCallBody(forgotPasswordByEmail, { username: 'ana p', email: null })).toEqual({
      body: 'username=ana+p',
      contentType: 'application/x-www-form-urlencoded',
    });
  });

  it('reads the value of a success, the error of a failure, and UNKNOWN of anything else', () => {
    expect(readEnvelope(listDeposits, { success: true, value: { list: [] } })).toEqual({
      ok: true,
      value: { list: [] },
    });
    expect(
      readEnvelope(createDeposit, {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Slow down',
        retryAfter: 3,
      }),
    ).toEqual({ ok: false, error: { code: 'RATE_LIMITED', message: 'Slow down', retryAfter: 3 } });
    expect(readEnvelope(createDeposit, null)).toEqual({
      ok: false,
      error: { code: 'UNKNOWN', message: 'Unknown error' },
    });
  });
});
