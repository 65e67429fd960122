import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { testI18n } from '../../../test/i18n.ts';
import { moneyErrorText } from './money-error.ts';

const t = testI18n.t.bind(testI18n);

describe('moneyErrorText', () => {
  it('words the limits and the turnover still to play in the visitor’s language', () => {
    const range = new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'amount out of range', undefined, {
      min: 100,
      max: 50000,
    });
    expect(moneyErrorText(range, t)).toBe('The amount must be from 100.00 to 50,000.00.');
    const turnover = new ApiError(400, 'TURNOVER_NOT_MET', 'turnover', undefined, {
      remaining: 1234.5,
    });
    expect(moneyErrorText(turnover, t)).toBe(
      'You still need to wager 1,234.50 before you can withdraw.',
    );
  });

  it('says clearly that there is no upline', () => {
    expect(moneyErrorText(new ApiError(400, 'NO_UPLINE', 'No upline'), t)).toMatch(
      /not registered under an agent/,
    );
  });

  it('shows the server’s message otherwise, or when the figures are missing', () => {
    const funds = new ApiError(409, 'WALLET_INSUFFICIENT_FUNDS', 'Not enough money in the wallet');
    expect(moneyErrorText(funds, t)).toBe('Not enough money in the wallet');
    expect(moneyErrorText(new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'Out of range'), t)).toBe(
      'Out of range',
    );
  });
});
