import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayEnd, dayOf, dayStart, wholeDays } from '../../src/lib/time-zone.ts';
import {
  teamBetsIn,
  teamFiguresIn,
  teamFiguresOfDays,
  teamFiguresOfEntries,
} from '../../src/modules/agent/team-figures.ts';
import { account, inTransaction, move, post } from '../../src/modules/ledger/index.ts';
import { testMembers } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { firstSlot, fund, playRound } from '../helpers/money.ts';

const DAY_MS = 86_400_000;

/**
 * A team's figures (team-figures.ts) read from the members' day figures for whole brand
 * days and from the entries for any window: the same sums from either source.
 */
describe('team figures from the day figures and from the entries (decision 027)', () => {
  let t: TestApp;
  let zone: string;
  /** A ── p1, p2, B; B ── p3; X ── x1 another tree. */
  const m: Record<'A' | 'B' | 'p1' | 'p2' | 'p3' | 'X' | 'x1', number> = {
    A: 0,
    B: 0,
    p1: 0,
    p2: 0,
    p3: 0,
    X: 0,
    x1: 0,
  };

  const members = testMembers('f');
  const member = (type: number, uplineId?: number) => members.add(t.database, type, uplineId);

  /** A posting of the wallet's kind: a stake to the house, a win or a refund back. */
  async function money(memberId: number, type: 'BET' | 'WIN' | 'REFUND', minor: bigint) {
    await inTransaction(t.database.db, (tx) =>
      post(tx, {
        key: `test-${type.toLowerCase()}:${randomUUID()}`,
        type,
        memberId,
        entries:
          type === 'BET'
            ? move(account.main(memberId), account.house(memberId), minor)
            : move(account.house(memberId), account.main(memberId), minor),
      }),
    );
  }

  beforeAll(async () => {
    t = await buildTestApp();
    zone = (await t.app.settings.get()).settings.site.timeZone;
    m.A = await member(1);
    m.B = await member(1, m.A);
    m.p1 = await member(0, m.A);
    m.p2 = await member(0, m.A);
    m.p3 = await member(0, m.B);
    m.X = await member(1);
    m.x1 = await member(0, m.X);
    for (const id of [m.B, m.p1, m.p2, m.p3, m.x1]) await fund(t, id, 100_000n);
    await money(m.p1, 'BET', 10_000n);
    await money(m.p1, 'WIN', 5_000n);
    await money(m.p2, 'BET', 20_000n);
    await money(m.p2, 'REFUND', 20_000n); // refunded in full: no valid bet, not active
    await money(m.p3, 'BET', 30_000n);
    await money(m.p3, 'BET', 1_000n);
    await money(m.B, 'BET', 4_000n); // an agent's own bet counts in its upline's team
    await money(m.x1, 'BET', 90_000n); // another tree
  });
  afterAll(() => t?.close());

  it('gives the same figures for the same whole days from either source', async () => {
    // Yesterday and today (the brand's): every posting above, even across a midnight.
    const today = dayOf(zone, new Date());
    const yesterday = dayOf(zone, new Date(dayStart(zone, today).getTime() - DAY_MS / 2));
    const from = dayStart(zone, yesterday);
    const to = dayEnd(zone, today);
    expect(wholeDays(zone, from, to)).toEqual({ first: yesterday, last: today });
    const holders = [m.A, m.B, m.X];
    const days = await teamFiguresOfDays(t.database.db, holders, {
      first: yesterday,
      last: today,
    });
    const entries = await teamFiguresOfEntries(t.database.db, holders, from, to);
    expect(days).toEqual(entries);
    expect(await teamFiguresIn(t.database.db, holders, from, to, zone)).toEqual(entries);
    expect(Object.fromEntries(days)).toEqual({
      [m.A]: { validBet: 45_000n, netLoss: 40_000n, active: 3 },
      [m.B]: { validBet: 31_000n, netLoss: 31_000n, active: 1 },
      [m.X]: { validBet: 90_000n, netLoss: 90_000n, active: 1 },
    });
    // One day alone (today, or yesterday when midnight fell between), the same either way.
    for (const day of [yesterday, today]) {
      expect(await teamFiguresOfDays(t.database.db, holders, { first: day, last: day })).toEqual(
        await teamFiguresOfEntries(t.database.db, holders, dayStart(zone, day), dayEnd(zone, day)),
      );
    }
  });

  it('reads a window cut inside a day from the entries', async () => {
    const now = Date.now();
    const from = new Date(now - 3_600_000);
    const to = new Date(now + 3_600_000);
    expect(wholeDays(zone, from, to)).toBeNull();
    const figures = await teamFiguresIn(t.database.db, [m.A], from, to, zone);
    expect(figures.get(m.A)).toEqual({ validBet: 45_000n, netLoss: 40_000n, active: 3 });
    expect(await teamFiguresIn(t.database.db, [m.A], to, new Date(now + 7_200_000), zone)).toEqual(
      new Map(),
    );
  });

  it('gives real-time salary each round settled in the window, its stake and whether it was lost', async () => {
    const game = await firstSlot(t);
    const player = members.player;
    const from = new Date(Date.now() - 1_000);
    await playRound(t, game, player(m.p1), 100, 150); // won
    await playRound(t, game, player(m.p3), 50, 10); // lost (paid back less than its stake)
    await playRound(t, game, player(m.p3), 20, 20); // drawn: not lost
    await playRound(t, game, player(m.x1), 70, 0); // another tree
    const to = new Date(Date.now() + 1_000);
    const bets = await teamBetsIn(t.database.db, [m.A, m.B, m.X], from, to);
    const sorted = (id: number) =>
      [...(bets.get(id) ?? [])].sort((a, b) => Number(a.stake - b.stake));
    expect(sorted(m.A)).toEqual([
      { stake: 2_000n, lost: false },
      { stake: 5_000n, lost: true },
      { stake: 10_000n, lost: false },
    ]);
    expect(sorted(m.B)).toEqual([
      { stake: 2_000n, lost: false },
      { stake: 5_000n, lost: true },
    ]);
    expect(sorted(m.X)).toEqual([{ stake: 7_000n, lost: true }]);
    // A window that ended before they were settled holds none of them.
    expect(await teamBetsIn(t.database.db, [m.A], new Date(from.getTime() - 60_000), from)).toEqual(
      new Map(),
    );
  });
});
