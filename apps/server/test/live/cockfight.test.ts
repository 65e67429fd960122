import { liveTableBet, liveTableState } from '@gamehall/contract';
import { fightCard } from '@gamehall/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';
import { mainMinor, requestId } from '../helpers/money.ts';
import { bettingRound, dealNow, rigRound } from './rounds.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the cockfight pit', () => {
  it('shows the fight and the next ones with their odds, and pays a side at its odds', async () => {
    const round = await bettingRound(t, 'cockfight');
    await rigRound(t, round, (o: { winner: string }) => o.winner === 'wala');
    const { p, opened } = await inHousePlayer(t, 'cockfight', 100_000n);
    const state = okValue(
      liveTableState,
      await call(t.app, liveTableState, { sessionId: opened.sessionId }),
    );
    // The fight's card is public while bets are taken, and so are the next five.
    const card = fightCard('cockfight', round.seq);
    expect(state.round).toMatchObject({ nonce: round.seq, card, outcome: null });
    expect(state.upcoming.map((u) => u.nonce)).toEqual([1, 2, 3, 4, 5].map((i) => round.seq + i));
    expect(state.upcoming[0]?.card).toEqual(fightCard('cockfight', round.seq + 1));
    expect(new Date(state.upcoming[0]?.bettingEndsAt ?? 0).getTime()).toBe(
      new Date(state.round?.bettingEndsAt ?? 0).getTime() + 6_000 + 15_000,
    );

    okValue(
      liveTableBet,
      await call(t.app, liveTableBet, {
        sessionId: opened.sessionId,
        bets: [
          { spot: 'wala', stake: 100 },
          { spot: 'meron', stake: 50 },
          { spot: 'draw', stake: 10 },
        ],
        requestId: requestId(),
      }),
    );
    await dealNow(t, round);
    // Wala won: 100 back with its odds (winnings rounded down); meron and the draw lose.
    const back = 10_000n + (10_000n * BigInt(card.odds.wala)) / 100n;
    expect(await mainMinor(t, p.id)).toBe(100_000n - 16_000n + back);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });
});
