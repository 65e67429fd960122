// @vitest-environment node
import { MAX_AMOUNT } from '@gamehall/contract';
import { describe, expect, it } from 'vitest';
import { amountProblem } from './amount.ts';

const key = (text: string, limits = {}) => amountProblem(text, limits)?.key ?? null;

describe('amountProblem (the contract’s Amount, on what was typed)', () => {
  it('accepts positive amounts with up to 2 decimals', () => {
    expect(key('100')).toBeNull();
    expect(key(' 0.01 ')).toBeNull();
    expect(key('12.5')).toBeNull();
    expect(key(String(MAX_AMOUNT))).toBeNull();
  });

  it('refuses empty, words, negatives, zero, 3 decimals and more than MAX_AMOUNT', () => {
    expect(key('')).toBe('mn_amount_required');
    expect(key('ten')).toBe('mn_amount_invalid');
    expect(key('1e3')).toBe('mn_amount_invalid');
    expect(key('-5')).toBe('mn_amount_invalid');
    expect(key('0')).toBe('mn_amount_positive');
    expect(key('1.005')).toBe('mn_amount_places');
    expect(key(String(MAX_AMOUNT + 1))).toBe('mn_amount_range');
  });

  it('names the limits and the balance, written as money', () => {
    expect(amountProblem('5', { min: 10, max: 50000 })).toEqual({
      key: 'mn_amount_range',
      values: { min: '10.00', max: '50,000.00' },
    });
    expect(amountProblem('80', { available: 75.5 })).toEqual({
      key: 'mn_amount_over_balance',
      values: { balance: '75.50' },
    });
  });
});
