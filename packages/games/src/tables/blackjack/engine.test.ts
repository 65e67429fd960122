import { describe, expect, it } from 'vitest';
import type { TableLimits } from '../limits.ts';
import { checkLiveBets } from '../live/engine.ts';
import { TableBetError } from '../table-bet-error.ts';
import type { BlackjackOutcome } from './deal.ts';
import { type BlackjackBetType, blackjackEngine as engine } from './engine.ts';
import { table } from './test-cards.ts';

const main = (stake: bigint) => new Map([['main', stake]]);
/** What a main bet of 100 returns (its decisions' stakes included). */
const returns = (outcome: BlackjackOutcome, decisions: string[] = [], stake = 100n) =>
  engine.settleWith(outcome, main(stake), decisions);

describe('reading blackjack spots', () => {
  it('has the main bet and the perfect pairs side bet', () => {
    expect(engine.spots).toEqual(['main', 'perfectPairs']);
    for (const spot of engine.spots) expect(engine.readType(spot)).toEqual({ type: spot, spot });
    expect(engine.betTypes).toEqual(engine.spots);
  });

  it('refuses anything else, decision spots included', () => {
    const bad = [
      '',
      'Main',
      ' main',
      'main ',
      'main\n',
      'main:1',
      'perfectpairs',
      'perfect-pairs',
      'insurance',
      'double',
      'split',
      'constructor',
      '__proto__',
    ];
    for (const spot of bad) expect([spot, engine.readType(spot)]).toEqual([spot, null]);
  });
});

describe('the decision window', () => {
  const aceUp = table('8C 8D 3H TS 2C 9S', 'AS 7D');

  it('shows the first two cards and the up card only', () => {
    const shown = engine.visible(aceUp);
    expect(shown).toEqual({
      playerCards: [
        { rank: 8, suit: 'clubs' },
        { rank: 8, suit: 'diamonds' },
      ],
      total: 16,
      soft: false,
      dealerUpCard: { rank: 1, suit: 'spades' },
      insurance: true,
    });
    expect(JSON.parse(JSON.stringify(shown))).toEqual(shown);
  });

  it('defaults to no insurance, then stand', () => {
    expect(engine.defaultDecision(aceUp, main(100n), [])).toBe('noInsurance');
    expect(engine.defaultDecision(aceUp, main(100n), ['insurance'])).toBe('stand');
    expect(() => engine.defaultDecision(aceUp, main(100n), ['noInsurance', 'stand'])).toThrow();
  });

  it('prices each decision: half the main for insurance, the main for a split or a double', () => {
    const bets = main(101n);
    expect(engine.stakeOf('insurance', bets, [])).toEqual({ spot: 'insurance', stake: 50n });
    expect(engine.stakeOf('split', bets, ['noInsurance'])).toEqual({ spot: 'split', stake: 101n });
    const first = ['noInsurance', 'split'];
    expect(engine.stakeOf('double', bets, first)).toEqual({ spot: 'double', stake: 101n });
    expect(engine.stakeOf('double', bets, [...first, 'double'])).toEqual({
      spot: 'double:2',
      stake: 101n,
    });
    for (const free of ['hit', 'stand', 'noInsurance'])
      expect(engine.stakeOf(free, bets, [])).toBeNull();
    expect(() => engine.stakeOf('surrender', bets, [])).toThrow();
    expect(() => engine.stakeOf('double', new Map([['perfectPairs', 5n]]), [])).toThrow();
    expect(engine.decisionTypes).toEqual([
      'insurance',
      'noInsurance',
      'hit',
      'stand',
      'double',
      'split',
    ]);
  });

  it("ignores the decisions' own stakes among the bets, refuses other spots", () => {
    const withStakes = new Map([
      ['main', 100n],
      ['insurance', 50n],
      ['split', 100n],
    ]);
    const made = ['insurance', 'split', 'stand', 'double'];
    expect(engine.settleWith(aceUp, withStakes, made)).toBe(
      engine.settleWith(aceUp, main(100n), made),
    );
    expect(() => engine.nextDecisions(aceUp, new Map([['tie', 5n]]), [])).toThrow(/no spot/);
  });

  it('settles a round of every kind of decision, each stake included', () => {
    // Insurance 50, split 100, double 100 on hand 2: 350 staked; the dealer's A 7 is soft 18.
    const decisions = ['insurance', 'split', 'stand', 'double'];
    for (const d of decisions) {
      expect(
        engine.nextDecisions(aceUp, main(100n), decisions.slice(0, decisions.indexOf(d))),
      ).toContain(d);
    }
    // Hand 1: 8 3 = 11 loses; hand 2: 8 T doubled onto 2 = 20 wins 400; insurance lost.
    expect(returns(aceUp, decisions)).toBe(400n);
  });
});

describe('blackjack bets against the table limits', () => {
  const limits: TableLimits<BlackjackBetType> = {
    perBet: { main: { min: 100n, max: 10_000n }, perfectPairs: { min: 10n, max: 500n } },
    maxTotal: 10_500n,
  };
  const refusal = (bets: { spot: string; stake: bigint }[]) => {
    try {
      checkLiveBets(engine, bets, limits);
    } catch (e) {
      if (e instanceof TableBetError) return [e.code, e.betIndex];
    }
    return null;
  };

  it('refuses unknown spots and stakes outside the limits', () => {
    expect(
      refusal([
        { spot: 'main', stake: 100n },
        { spot: 'perfectPairs', stake: 500n },
      ]),
    ).toBeNull();
    expect(refusal([{ spot: 'insurance', stake: 50n }])).toEqual(['BET_INVALID', 0]);
    expect(refusal([{ spot: 'main', stake: 0n }])).toEqual(['BET_INVALID', 0]);
    expect(refusal([{ spot: 'main', stake: 99n }])).toEqual(['BET_BELOW_MIN', 0]);
    expect(
      refusal([
        { spot: 'main', stake: 10n },
        { spot: 'perfectPairs', stake: 501n },
      ]),
    ).toEqual(['BET_BELOW_MIN', 0]);
    expect(refusal([{ spot: 'perfectPairs', stake: 501n }])).toEqual(['BET_ABOVE_MAX', 0]);
    expect(
      refusal([
        { spot: 'main', stake: 10_000n },
        { spot: 'perfectPairs', stake: 501n },
      ]),
    ).toEqual(['BET_ABOVE_MAX', 1]);
    expect(
      refusal([
        { spot: 'main', stake: 10_000n },
        { spot: 'perfectPairs', stake: 500n },
        { spot: 'perfectPairs', stake: 1n },
      ]),
    ).toEqual(['BET_ABOVE_MAX', 1]);
  });
});
