import { describe, expect, it } from 'vitest';
import { PromotionRule, periodOf } from '../../src/modules/promotions/promotion-rules.ts';

/* A promotion's periods by the brand's calendar, and the raffle rule's table (issue 16). */
describe('promotion rules', () => {
  const zone = 'America/Mexico_City'; // UTC−6, no daylight saving since 2022
  const start = new Date('2026-01-01T06:00:00Z');

  it('a daily period is the brand’s calendar day', () => {
    expect(periodOf('DAILY', zone, new Date('2026-11-27T05:59:59Z'), start)).toEqual({
      key: '2026-11-26',
      since: new Date('2026-11-26T06:00:00Z'),
      until: new Date('2026-11-27T06:00:00Z'),
    });
  });

  it('a weekly period runs Monday to Monday (ISO weeks)', () => {
    // Thursday 26 November 2026, local time.
    expect(periodOf('WEEKLY', zone, new Date('2026-11-26T18:00:00Z'), start)).toEqual({
      key: 'W2026-11-23',
      since: new Date('2026-11-23T06:00:00Z'),
      until: new Date('2026-11-30T06:00:00Z'),
    });
    // Sunday night still belongs to the week that began on Monday.
    expect(periodOf('WEEKLY', zone, new Date('2026-11-30T05:00:00Z'), start).key).toBe(
      'W2026-11-23',
    );
  });

  it('a one-off promotion has one period for as long as it runs', () => {
    expect(periodOf('ONCE', zone, new Date(), start)).toEqual({
      key: 'ONCE',
      since: start,
      until: null,
    });
  });

  it('a raffle’s table must give every ticket a prize: chances of at least 1 bp adding up to 10 000', () => {
    const raffle = (prizes: { amount: number; chanceBp: number }[]) =>
      PromotionRule.safeParse({ kind: 'RAFFLE', prizes }).success;
    expect(raffle([{ amount: 1, chanceBp: 10_000 }])).toBe(true);
    expect(
      raffle([
        { amount: 1, chanceBp: 9_999 },
        { amount: 50, chanceBp: 1 },
      ]),
    ).toBe(true);
    expect(raffle([{ amount: 1, chanceBp: 9_999 }])).toBe(false);
    expect(
      raffle([
        { amount: 1, chanceBp: 10_000 },
        { amount: 5, chanceBp: 0 },
      ]),
    ).toBe(false);
    expect(raffle([{ amount: 0, chanceBp: 10_000 }])).toBe(false);
    expect(raffle([])).toBe(false);
  });
});
