import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkLiveBets, dealLive, settleLiveBets } from '../live/engine.ts';
import { TableBetError } from '../table-bet-error.ts';
import { DRAW_ODDS, type FightCard, fightCard, sideOdds } from './card.ts';
import { cockfightEngine, DRAW_ROLLS, fightResult, ROLLS } from './engine.ts';

const card = (meronBp: number): FightCard => ({
  fight: 1,
  meron: { name: 'Kelso', weightGrams: 2_100 },
  wala: { name: 'Hatch', weightGrams: 2_200 },
  meronBp,
  odds: { meron: sideOdds(meronBp), wala: sideOdds(10_000 - meronBp), draw: DRAW_ODDS },
});

describe('a cockfight', () => {
  it('has a public card fixed by the table and the fight number', () => {
    const c = fightCard('cockfight', 42);
    expect(fightCard('cockfight', 42)).toEqual(c);
    expect(fightCard('cockfight', 43)).not.toEqual(c);
    // Recomputed from the README's bytes with node:crypto.
    const h = createHash('sha256').update('cockfight:42:card').digest();
    expect(c.meronBp).toBe(3_500 + Math.floor((h.readUInt32BE(0) * 3_001) / 2 ** 32));
    expect(c.meron.weightGrams).toBe(2_000 + (h.readUInt16BE(6) % 401));
    expect(c.wala.weightGrams).toBe(2_000 + (h.readUInt16BE(8) % 401));
    for (let fight = 1; fight <= 500; fight++) {
      const f = fightCard('cockfight', fight);
      expect(f.meronBp).toBeGreaterThanOrEqual(3_500);
      expect(f.meronBp).toBeLessThanOrEqual(6_500);
      expect(f.meron.name).not.toBe(f.wala.name);
      expect(f.odds.meron).toBe(sideOdds(f.meronBp));
    }
  });

  it('prices each side at 95 % of a fair bet, rounded down', () => {
    // An even fight: 0.90:1 each; 35 % → 1.71:1; 65 % → 0.46:1.
    expect(sideOdds(5_000)).toBe(90);
    expect(sideOdds(3_500)).toBe(171);
    expect(sideOdds(6_500)).toBe(46);
  });

  it('ends by its roll: a draw below 10,000, then meron for 9 × meronBp rolls, then wala', () => {
    const c = card(5_000);
    expect(fightResult(c, 0).winner).toBe('draw');
    expect(fightResult(c, 9_999 / ROLLS).winner).toBe('draw');
    expect(fightResult(c, 10_000 / ROLLS)).toMatchObject({ winner: 'meron', roll: 10_000 });
    expect(fightResult(c, 54_999 / ROLLS).winner).toBe('meron');
    expect(fightResult(c, 55_000 / ROLLS).winner).toBe('wala');
    expect(fightResult(c, 0.999_999).winner).toBe('wala');
    expect(() => fightResult(c, 1)).toThrow(RangeError);
  });

  it('pays the side at its odds, gives sides back on a draw, and pays a draw 8:1', () => {
    const c = card(5_000);
    const meron = fightResult(c, 0.2);
    const draw = fightResult(c, 0.05);
    expect(cockfightEngine.settle('meron', 1_000n, meron)).toBe(1_900n);
    expect(cockfightEngine.settle('meron', 7n, meron)).toBe(13n); // 7 + floor(6.3)
    expect(cockfightEngine.settle('wala', 1_000n, meron)).toBe(0n);
    expect(cockfightEngine.settle('draw', 1_000n, meron)).toBe(0n);
    expect(cockfightEngine.settle('meron', 1_000n, draw)).toBe(1_000n);
    expect(cockfightEngine.settle('wala', 1_000n, draw)).toBe(1_000n);
    expect(cockfightEngine.settle('draw', 1_000n, draw)).toBe(9_000n);
    const [m, d] = settleLiveBets(
      cockfightEngine,
      [
        { spot: 'wala', stake: 500n },
        { spot: 'draw', stake: 100n },
      ],
      draw,
    );
    expect([m?.result, d?.result]).toEqual(['push', 'win']);
  });

  it('keeps an exact edge of 4.5–5.08 % on a side over every card, and 10 % on the draw', () => {
    let highest = 0;
    let lowest = 1;
    for (let bp = 3_500; bp <= 6_500; bp++) {
      // Returned per 100,000 rolls of 100 staked, in exact integers.
      const back = DRAW_ROLLS * 100 + 9 * bp * (100 + sideOdds(bp));
      const edge = 1 - back / (ROLLS * 100);
      highest = Math.max(highest, edge);
      lowest = Math.min(lowest, edge);
    }
    expect(Math.round(lowest * 10_000) / 100).toBe(4.5);
    expect(Math.round(highest * 10_000) / 100).toBe(cockfightEngine.paytable.meron.houseEdge);
    expect(cockfightEngine.paytable.wala.houseEdge).toBe(cockfightEngine.paytable.meron.houseEdge);
    const drawBack = (DRAW_ROLLS * (100 + DRAW_ODDS)) / (ROLLS * 100);
    expect(Math.round((1 - drawBack) * 10_000) / 100).toBe(cockfightEngine.paytable.draw.houseEdge);
  });

  it('deals from the fair stream with its card, and refuses spots it has not', () => {
    const fair = { serverSeed: 'a'.repeat(64), clientSeed: 'cockfight', nonce: 7 };
    const dealt = dealLive(cockfightEngine, fair);
    // Its roll is the first 4 bytes of HMAC-SHA256(seed, 'cockfight:7:0') scaled to 100,000.
    const mac = createHmac('sha256', fair.serverSeed).update('cockfight:7:0').digest();
    expect(dealt.roll).toBe(Math.floor((mac.readUInt32BE(0) * ROLLS) / 2 ** 32));
    expect(dealt).toMatchObject({ ...fightCard('cockfight', 7) });
    expect(['meron', 'wala', 'draw']).toContain(dealt.winner);
    expect(cockfightEngine.readType('meron')).toEqual({ type: 'meron', spot: 'meron' });
    for (const bad of ['Meron', 'meron ', 'tie', '', 'constructor']) {
      expect(cockfightEngine.readType(bad)).toBeNull();
    }
    expect(() =>
      checkLiveBets(cockfightEngine, [{ spot: 'tie', stake: 100n }], {
        perBet: {
          meron: { min: 1n, max: 10n },
          wala: { min: 1n, max: 10n },
          draw: { min: 1n, max: 10n },
        },
        maxTotal: 100n,
      }),
    ).toThrow(TableBetError);
  });
});
