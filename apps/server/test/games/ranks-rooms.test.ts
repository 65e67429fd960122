import { getPvpRooms, getRankList, providerBet, providerWin } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { maskAccount } from '../../src/modules/games/service.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { moneyPlayer } from '../helpers/money.ts';
import {
  betFor,
  freshId,
  fundedPlayer,
  providerAppForThisFile,
  SLOTS,
  type TestPlayer,
} from '../provider/vendor.ts';

const env = providerAppForThisFile();

/** A settled round of a real demo game through the provider API. */
async function playRound(player: TestPlayer, bet: number, win: number, gameCode: string) {
  const b = betFor(player, bet, { gameCode });
  await env.slots.ok(providerBet, b);
  await env.slots.ok(providerWin, { ...b, transactionId: freshId('win'), amount: win });
}

const rank = async (query: Record<string, string> = {}) =>
  okValue(getRankList, await call(env.t.app, getRankList, undefined, { query })).list;

describe('rank list (GCSGAME_getRankList)', () => {
  it('lists the biggest settled wins, masked, with the game and the multiple', async () => {
    const [game] = rowsOf<{ game_code: string; name: string }>(
      await env.t.database.db.execute(
        sql`SELECT game_code, name FROM games WHERE vendor_code = ${SLOTS} ORDER BY sort LIMIT 1`,
      ),
    );
    const big = await fundedPlayer(env.t.database, 100);
    const small = await fundedPlayer(env.t.database, 100);
    const loser = await fundedPlayer(env.t.database, 100);
    await playRound(big, 2, 50, game?.game_code ?? '');
    await playRound(small, 10, 15, game?.game_code ?? '');
    await playRound(loser, 10, 0, game?.game_code ?? '');

    const list = await rank();
    expect(list.slice(0, 2)).toMatchObject([
      {
        rank: 1,
        account: maskAccount(big.account),
        vassalage: SLOTS,
        gameName: game?.name,
        betAmount: 2,
        winAmount: 50,
        multiple: 25,
      },
      { rank: 2, account: maskAccount(small.account), winAmount: 15, multiple: 1.5 },
    ]);
    expect(list.some((r) => r.account === maskAccount(loser.account))).toBe(false);
    expect(list[0]?.account).not.toContain(big.account.slice(2, -2));
    expect((await rank({ vassalage: 'AURL' })).length).toBe(0);
    expect((await rank({ gameType: 'RNG', size: '1' })).length).toBe(1);
    expect((await rank({ gameType: 'FISH' })).length).toBe(0);
  });

  it('masks short and long names', () => {
    expect(maskAccount('player42')).toBe('pl***42');
    expect(maskAccount('abcd')).toBe('a***');
  });

  it('refuses a bad period or size', async () => {
    const bad: Record<string, string>[] = [{ period: 'YEAR' }, { size: '0' }, { size: '51' }];
    for (const query of bad) {
      const res = await call(env.t.app, getRankList, undefined, { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('pvp rooms (GLS2_roomList)', () => {
  it('lists the rooms of the PVP games with their stakes', async () => {
    const p = await moneyPlayer(env.t);
    const all = okValue(getPvpRooms, await call(env.t.app, getPvpRooms, undefined, p.as())).list;
    expect(all.length).toBeGreaterThan(0);
    const [first] = all;
    const mine = okValue(
      getPvpRooms,
      await call(env.t.app, getPvpRooms, undefined, {
        ...p.as(),
        query: { gameId: String(first?.gameId) },
      }),
    ).list;
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((r) => r.gameId === first?.gameId && r.minBet < r.maxBet)).toBe(true);
    expect(new Set(mine.map((r) => r.roomId)).size).toBe(mine.length);
    const byVendor = okValue(
      getPvpRooms,
      await call(env.t.app, getPvpRooms, undefined, { ...p.as(), query: { vassalage: 'DUEL' } }),
    ).list;
    expect(
      byVendor.every((r) => r.vassalage === 'DUEL' && r.accountTypeName === 'Duel House'),
    ).toBe(true);
    expect((await call(env.t.app, getPvpRooms, undefined, {})).statusCode).toBe(401);
  });
});
