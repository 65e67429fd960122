import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { throwawayPostgres } from '../helpers/database.ts';
import { proofBrandFile } from './brand.ts';
import { HttpClient } from './http-client.ts';
import { openGameSessions, setUpPlayers, vendorSecrets } from './players.ts';
import { ServerProcess } from './server-process.ts';
import { balancesOffModel, ledgerProblems, missingAcks } from './verify.ts';
import { runWorkload } from './workload.ts';

const url = process.env.DATABASE_URL;
const SECONDS = Number(process.env.PROOF_SECONDS ?? 60);
const CLIENTS = 64;

/**
 * docs/architecture.md "Money": 64 concurrent clients on shared accounts, through the real server
 * and API, on the real PostgreSQL (concurrency means nothing on one-connection PGlite).
 */
describe.runIf(url)('bank workload on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof throwawayPostgres>>;
  let server: ServerProcess;
  let db: Database;
  beforeAll(async () => {
    scratch = await throwawayPostgres(url as string);
    server = new ServerProcess({ DATABASE_URL: scratch.url, BRAND_FILE: proofBrandFile() });
    await server.start();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await db?.close();
    await scratch?.drop();
  });

  it(
    `${CLIENTS} clients for ${SECONDS} s, each request sent 1–5 times: balanced, exact, nothing lost`,
    async () => {
      const http = new HttpClient(() => server.url);
      const players = await setUpPlayers(http, 24);
      const secrets = await vendorSecrets(http);
      await openGameSessions(http, players, secrets);
      const until = Date.now() + SECONDS * 1000;
      const result = await runWorkload(http, players, secrets, {
        clients: CLIENTS,
        stop: () => Date.now() > until,
        replays: true,
      });
      console.log(
        `bank workload: ${result.operations} operations (${result.replays} replays) by ${CLIENTS} clients in ${SECONDS} s; ` +
          `acknowledged ${result.acks.deposits.length} deposits, ${result.acks.bets.length} bets, ${result.acks.wins.length} wins, ` +
          `${result.acks.transfers.length} transfers, ${result.acks.withdrawals.length} withdrawals, ${result.acks.approvals.length} approvals; ` +
          `refused: ${JSON.stringify(Object.fromEntries(result.refusals))}; busy answers tried again: ${result.busy}`,
      );
      expect(result.failures).toEqual([]);
      // A 5xx names its cause here; the rest of `uncertain` are requests cut off.
      expect(result.serverErrors).toEqual([]);
      expect(result.cutOff).toEqual([]);
      expect(result.uncertain).toBe(0);
      expect(result.acks.bets.length).toBeGreaterThan(0);
      expect(result.acks.withdrawals.length).toBeGreaterThan(0);
      db = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
      expect(await ledgerProblems(db.db)).toEqual([]);
      expect(await missingAcks(db.db, result.acks)).toEqual([]);
      expect(await balancesOffModel(db.db, result.model)).toEqual([]);
    },
    (SECONDS + 240) * 1000,
  );
});
