import { CATALOGUE_FORMAT, opsImportCatalogue } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestMember } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { cliAgainst } from '../helpers/cli.ts';
import { ops } from '../helpers/money.ts';

/** A vendor that hosts its games (every vendor of the demo catalogue now plays in-house). */
const HOSTED = {
  format: CATALOGUE_FORMAT,
  vendors: [
    {
      code: 'CLIV',
      displayName: 'Hosted Vendor',
      category: 'RNG',
      launchUrl: 'https://games.cliv.example/start?token={token}&game={game}',
      games: [{ gameCode: 'cliv-1', name: 'Hosted Slot', minBet: 1 }],
    },
  ],
};

describe('npm run operator: money commands', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await insertTestMember(t.database, { account: 'cliplayer', password: 'Secret123' });
    expect((await ops(t, opsImportCatalogue, HOSTED)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const run = cliAgainst(() => url);

  it('adjust credits a player with a reason; a debit below zero is refused', async () => {
    const credit = await run(
      'adjust',
      'cliplayer',
      '25.50',
      '--bonus',
      '--remark',
      'welcome',
      'bonus',
    );
    expect(credit).toMatchObject({ code: 0, out: expect.stringMatching(/balance now 25\.50$/) });
    const debit = await run('adjust', 'cliplayer', '-1', '--remark', 'oops');
    expect(debit.code).toBe(1);
    expect(debit.err).toContain('WALLET_INSUFFICIENT_FUNDS');
    expect((await run('adjust', 'cliplayer', '5')).err).toContain('--remark');
  });

  it('ledger check says OK, and exits 2 naming the problem when a balance is tampered with', async () => {
    expect(await run('ledger', 'check')).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^ledger OK/),
    });
    await t.database.db.execute(
      sql`UPDATE ledger_accounts SET balance = balance + 7 WHERE kind = 'BONUS'`,
    );
    const broken = await run('ledger', 'check');
    expect(broken.code).toBe(2);
    expect(broken.out).toContain('BALANCE_DIFFERS_FROM_ENTRIES');
    await t.database.db.execute(
      sql`UPDATE ledger_accounts SET balance = balance - 7 WHERE kind = 'BONUS'`,
    );
  });

  it('lists withdrawals and shows a vendor key', async () => {
    expect((await run('withdrawals', 'pending')).out).toBe('no withdrawals');
    expect((await run('withdrawals', 'sideways')).err).toContain('unknown status');
    expect((await run('vendor', 'key', 'CLIV')).out).toMatch(/^CLIV: [0-9a-f]{64}$/);
    // The in-house games move money in-process: their vendor has no secret to hand out.
    expect((await run('vendor', 'key', 'GHOR')).err).toContain('404');
    expect((await run('withdrawal', 'approve', 'W0000000000')).err).toContain('404');
    expect((await run('wins', 'held')).out).toBe('no held wins');
    expect((await run('wins', 'sideways')).err).toContain('unknown status');
    expect((await run('win', 'release', 'x')).err).toContain('needs a win id');
    expect((await run('win', 'release', '424242')).err).toContain('404');
  });
});
