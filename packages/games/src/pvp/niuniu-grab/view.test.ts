import { describe, expect, it } from 'vitest';
import { niuniuGrabEngine as engine } from './index.ts';
import { playHand, type TestTable, testStart } from './test-table.ts';

const table: TestTable = {
  seats: { 1: 4000n, 3: 5000n, 5: 6000n },
  button: 5,
  stake: 10n,
  hands: {
    1: 'JH 9C AS 5C 5D', // bull bull
    3: 'KS QS 5H 2D TD', // bull 7
    5: 'AC AH 2C 2H 5S', // no bull
  },
};
type Seat = { seat: number; cards: string[] | null; hiddenCards: number } & Record<string, unknown>;
const seatsOf = (view: Record<string, unknown>) => view.seats as Seat[];
const seat = (view: Record<string, unknown>, n: number) =>
  seatsOf(view).find((s) => s.seat === n) as Seat;

describe('what a seat sees', () => {
  it('shows its own first four cards in the grab, the fifth and the others’ face down', () => {
    const view = engine.view(engine.start(testStart(table)), 3);
    expect(view).toMatchObject({
      game: 'niuniu-grab',
      phase: 'grab',
      stake: '10',
      button: 5,
      viewer: 3,
      banker: null,
    });
    expect(seat(view, 3)).toMatchObject({
      cards: ['KS', 'QS', '5H', '2D'],
      hiddenCards: 1,
      stack: '5000',
      hand: null,
    });
    expect(seat(view, 1)).toMatchObject({ cards: null, hiddenCards: 5, stack: '4000' });
    expect(view.toAct).toEqual(
      [1, 3, 5].map((s) => ({
        seat: s,
        actions: [{ type: 'grab', options: ['0', '1', '2', '3', '4'] }],
      })),
    );
  });

  it('shows grabs as they are called, then the banker and the bets, still four cards', () => {
    const grabbed = engine.act(engine.start(testStart(table)), 5, { type: 'grab', amount: 2n });
    expect(seatsOf(engine.view(grabbed, 1)).map((s) => s.grab)).toEqual([null, null, 2]);
    const betting = playHand(engine, grabbed, { 1: 1, 3: 4 }, { 1: 5 });
    const view = engine.view(betting, 1);
    expect(view).toMatchObject({ phase: 'bet', banker: 3, bankerMultiple: 4, draw: null });
    expect(seatsOf(view).map((s) => [s.seat, s.banker, s.grab, s.bet])).toEqual([
      [1, false, 1, 5],
      [3, true, 4, null],
      [5, false, 2, null],
    ]);
    expect(seat(view, 1).cards).toEqual(['JH', '9C', 'AS', '5C']);
    expect(seat(view, 3).cards).toBeNull();
    expect(view.toAct).toEqual([
      { seat: 5, actions: [{ type: 'bet', options: ['1', '2', '3', '5'] }] },
    ]);
  });

  it('shows every hand, its bull and the results at the reveal, to players and spectators', () => {
    const over = playHand(
      engine,
      engine.start(testStart(table)),
      { 1: 1, 3: 4, 5: 2 },
      { 1: 5, 5: 2 },
    );
    for (const viewer of [1, 3, null, 4]) {
      const view = engine.view(over, viewer);
      expect(view.phase).toBe('reveal');
      expect(seat(view, 1)).toMatchObject({
        cards: ['JH', '9C', 'AS', '5C', '5D'],
        hiddenCards: 0,
        hand: { bull: 10, bullCards: [0, 1, 2], highCard: 'JH', multiplier: 4 },
        versusBanker: { result: 'win', due: '800' }, // 10 × 4 × 5 × 4
      });
      expect(seat(view, 5).versusBanker).toEqual({ result: 'lose', due: '160' }); // 10 × 4 × 2 × 2
      expect(seat(view, 3).versusBanker).toBeNull();
      expect(view.toAct).toEqual([]);
    }
  });

  it('shows a spectator no cards before the reveal, and is plain JSON', () => {
    const state = engine.start(testStart(table));
    for (const viewer of [null, 0, 2]) {
      const view = engine.view(state, viewer);
      expect(view.viewer).toBeNull();
      expect(seatsOf(view).map((s) => s.cards)).toEqual([null, null, null]);
    }
    const over = playHand(engine, state, { 1: 0, 3: 0, 5: 0 }, {});
    const view = engine.view(over, 1);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view); // no bigint, nothing undefined
    expect(view.draw).toMatchObject({ tied: [1, 3, 5] });
  });
});
