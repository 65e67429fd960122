import { describe, expect, it } from 'vitest';
import { dayEnd, dayStart } from '../../src/lib/time-zone.ts';
import { type LotteryGame, lotteryGame } from '../../src/modules/lottery/games.ts';
import { drawAfter, drawsAfter } from '../../src/modules/lottery/schedule.ts';

const game = (code: string) => lotteryGame(code) as LotteryGame;
const iso = (d: Date) => d.toISOString();

describe('a lottery game’s draws (issue 15)', () => {
  it('numbers a day’s draws from its start, closing each before it is drawn', () => {
    const slot = drawAfter(game('SSC_1M'), 'UTC', new Date('2026-11-26T00:00:30Z'));
    expect({
      ...slot,
      opensAt: iso(slot.opensAt),
      closesAt: iso(slot.closesAt),
      drawAt: iso(slot.drawAt),
    }).toEqual({
      issue: '20261126-0001',
      opensAt: '2026-11-26T00:00:00.000Z',
      closesAt: '2026-11-26T00:00:50.000Z',
      drawAt: '2026-11-26T00:01:00.000Z',
    });
    // At the very moment of a draw, the next one takes bets.
    expect(drawAfter(game('SSC_5M'), 'UTC', new Date('2026-11-26T10:05:00Z')).issue).toBe(
      '20261126-0122',
    );
    // The day's last draw is at midnight; after it, the next day's first.
    expect(drawAfter(game('SSC_1M'), 'UTC', new Date('2026-11-26T23:59:30Z')).issue).toBe(
      '20261126-1440',
    );
    expect(drawAfter(game('SSC_1M'), 'UTC', new Date('2026-11-27T00:00:00Z')).issue).toBe(
      '20261127-0001',
    );
  });

  it('counts the brand’s days: Mexico City’s, and a 25-hour day when clocks go back', () => {
    const mx = drawAfter(game('LHC_5M'), 'America/Mexico_City', new Date('2026-11-26T06:02:00Z'));
    expect([mx.issue, iso(mx.drawAt)]).toEqual(['20261126-0001', '2026-11-26T06:05:00.000Z']);
    // Madrid's 25 October 2026 lasts 25 hours: 300 draws of 5 minutes, the last at its end.
    const zone = 'Europe/Madrid';
    const start = dayStart(zone, '2026-10-25');
    const all = drawsAfter(game('SSC_5M'), zone, start, 301);
    expect(all[299]?.issue).toBe('20261025-0300');
    expect(all[299]?.drawAt.getTime()).toBe(dayEnd(zone, '2026-10-25').getTime());
    expect(all[300]?.issue).toBe('20261026-0001');
  });

  it('leaves no gap: each draw opens when the one before is drawn', () => {
    const slots = drawsAfter(game('PK10_1M'), 'Asia/Shanghai', new Date('2026-11-26T15:58:10Z'), 5);
    for (const [i, s] of slots.entries()) {
      if (i > 0) expect(s.opensAt.getTime()).toBe(slots[i - 1]?.drawAt.getTime());
      expect(s.closesAt.getTime()).toBe(s.drawAt.getTime() - 10_000);
    }
    // Shanghai's midnight (16:00 UTC) starts a new day's numbering.
    expect(slots.map((s) => s.issue)).toEqual([
      '20261126-1439',
      '20261126-1440',
      '20261127-0001',
      '20261127-0002',
      '20261127-0003',
    ]);
  });
});
