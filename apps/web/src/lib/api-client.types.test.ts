// @vitest-environment node
import type { getBetRecords, requestWithdrawal } from '@gamehall/contract';
import { describe, expect, it } from 'vitest';
import { type CallInput, call } from './api-client.ts';

/**
 * Compile-time checks (the typecheck of `npm test` runs them): a call takes exactly its
 * contract's body and query. Each @ts-expect-error fails the typecheck if the line below
 * it ever compiles again.
 */
describe('the api client takes exactly the contract’s input', () => {
  it('refuses a misspelt, missing or mistyped field at compile time', () => {
    const body = { accountId: '1', amount: 10, paymentPassword: 'x', requestId: 'abcdefgh' };
    const good: CallInput<typeof requestWithdrawal> = { body };
    // @ts-expect-error amout is not a field of the withdrawal body
    const misspelt: CallInput<typeof requestWithdrawal> = { body: { ...body, amout: 1 } };
    // @ts-expect-error amount is required
    const missing: CallInput<typeof requestWithdrawal> = { body: { accountId: '1' } };
    // @ts-expect-error amount is a number
    const mistyped: CallInput<typeof requestWithdrawal> = { body: { ...body, amount: '10' } };
    // @ts-expect-error pageNumber is not a query field of the betting record
    const badQuery: CallInput<typeof getBetRecords> = { query: { pageNumber: 1 } };
    expect([good, misspelt, missing, mistyped, badQuery]).toHaveLength(5);
    // The function itself takes the same type.
    const typed: (d: typeof requestWithdrawal, i: CallInput<typeof requestWithdrawal>) => unknown =
      call;
    expect(typed).toBe(call);
  });
});
