import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { insertMemberRow, inTeam, teamSize } from '../../src/modules/member/index.ts';
import { openTestDatabase } from '../helpers/database.ts';

/** A tree of three levels: top ── mid ── low ── player, and a player beside mid. */
describe('the member tree (every upline at every depth)', () => {
  let database: Database;
  const id: Record<string, number> = {};
  beforeAll(async () => {
    database = await openTestDatabase();
    const add = async (account: string, upline?: string, type = 1) => {
      id[account] = await insertMemberRow(database.db, {
        account,
        passwordHash: 'scrypt$x',
        type,
        uplineId: upline ? id[upline] : null,
      });
    };
    await add('top');
    await add('mid', 'top');
    await add('low', 'mid');
    await add('player', 'low', 0);
    await add('beside', 'top', 0);
    await add('stranger', undefined, 1);
  });
  afterAll(() => database.close());

  const uplinesOf = async (account: string) =>
    rowsOf<{ account: string; depth: number }>(
      await database.db.execute(sql`SELECT m.account, t.depth FROM member_tree t
        JOIN members m ON m.id = t.ancestor_id WHERE t.member_id = ${id[account]}
        ORDER BY t.depth`),
    ).map((r) => `${r.account}@${r.depth}`);

  it('places each new member under each of its upline’s uplines, one deeper', async () => {
    expect(await uplinesOf('player')).toEqual(['player@0', 'low@1', 'mid@2', 'top@3']);
    expect(await uplinesOf('beside')).toEqual(['beside@0', 'top@1']);
    expect(await uplinesOf('stranger')).toEqual(['stranger@0']);
  });

  it('knows who is in whose team, at any depth, and only downwards', async () => {
    const ids = (a: string) => id[a] ?? 0;
    expect(await inTeam(database.db, ids('top'), ids('player'))).toBe(true);
    expect(await inTeam(database.db, ids('mid'), ids('player'))).toBe(true);
    expect(await inTeam(database.db, ids('mid'), ids('beside'))).toBe(false);
    expect(await inTeam(database.db, ids('player'), ids('top'))).toBe(false);
    expect(await inTeam(database.db, ids('top'), ids('top'))).toBe(false);
    expect(await inTeam(database.db, ids('stranger'), ids('player'))).toBe(false);
    expect(await teamSize(database.db, ids('top'))).toBe(4);
    expect(await teamSize(database.db, ids('low'))).toBe(1);
  });

  it('writes no tree row for a member that could not be inserted', async () => {
    const before = rowsOf(await database.db.execute(sql`SELECT 1 FROM member_tree`)).length;
    await expect(
      insertMemberRow(database.db, { account: 'TOP', passwordHash: 'x', uplineId: id.mid }),
    ).rejects.toThrow();
    const after = rowsOf(await database.db.execute(sql`SELECT 1 FROM member_tree`)).length;
    expect(after).toBe(before);
  });
});
