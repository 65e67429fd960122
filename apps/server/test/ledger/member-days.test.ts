import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import {
  account,
  checkLedger,
  inTransaction,
  move,
  type Posting,
  post,
} from '../../src/modules/ledger/index.ts';
import { writeSetting } from '../../src/settings/repo.ts';
import { insertTestMember } from '../helpers/accounts.ts';
import { openTestDatabase } from '../helpers/database.ts';

let database: Database;
let player: number;
let agent: number;

const run = (p: Posting) => inTransaction(database.db, (tx) => post(tx, p));

/** The member's day figures: day → type → [count, amount]. */
async function days(memberId: number) {
  const rows = rowsOf<{ day: string; type: string; count: number; amount: string }>(
    await database.db.execute(sql`SELECT day::text AS day, type, count, amount
      FROM ledger_member_days WHERE member_id = ${memberId} ORDER BY day, type`),
  );
  return rows.map((r) => [r.day, r.type, Number(r.count), BigInt(r.amount)]);
}

beforeAll(async () => {
  database = await openTestDatabase();
  player = await insertTestMember(database, { account: 'daysplayer', password: 'Secret1!' });
  agent = await insertTestMember(database, { account: 'daysagent', password: 'Secret1!', type: 1 });
});
afterAll(() => database.close());

describe("the members' day figures", () => {
  it('add each new transaction to its member, by type and the brand’s day, never a replay', async () => {
    // A zone far from UTC: the brand's day, not the server's, is the one counted.
    await writeSetting(database.db, 'site', { timeZone: 'Pacific/Kiritimati' });
    const [today] = rowsOf<{ day: string }>(
      await database.db.execute(
        sql`SELECT (now() AT TIME ZONE 'Pacific/Kiritimati')::date::text AS day`,
      ),
    );
    await run({
      key: 'days-dep',
      type: 'DEPOSIT',
      memberId: player,
      entries: move(account.paymentClearing(player), account.main(player), 10_000n),
    });
    const bet = (key: string, stake: bigint) =>
      run({
        key,
        type: 'BET',
        memberId: player,
        entries: move(account.main(player), account.house(player), stake),
      });
    await bet('days-bet-1', 1_500n);
    await bet('days-bet-2', 500n);
    await bet('days-bet-2', 500n); // a replay
    await run({
      key: 'days-win',
      type: 'WIN',
      memberId: player,
      entries: move(account.house(player), account.main(player), 3_000n),
    });
    // Between two members: counted for the one it belongs to, by its own accounts' change.
    await run({
      key: 'days-transfer',
      type: 'UPLINE_TRANSFER',
      memberId: player,
      entries: move(account.main(player), account.main(agent), 1_000n),
    });
    const day = today?.day as string;
    expect(await days(player)).toEqual([
      [day, 'BET', 2, -2_000n],
      [day, 'DEPOSIT', 1, 10_000n],
      [day, 'UPLINE_TRANSFER', 1, -1_000n],
      [day, 'WIN', 1, 3_000n],
    ]);
    expect(await days(agent)).toEqual([]);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('are checked against the transactions by the ledger check', async () => {
    await database.db.execute(
      sql`UPDATE ledger_member_days SET amount = amount - 1 WHERE member_id = ${player} AND type = 'WIN'`,
    );
    const report = await checkLedger(database.db);
    expect(report.problems.map((p) => p.kind)).toEqual(['DAY_FIGURES_DIFFER']);
    expect(report.problems[0]?.detail).toMatch(
      /WIN say 1 for 2999; its transactions are 1 for 3000/,
    );
  });
});
