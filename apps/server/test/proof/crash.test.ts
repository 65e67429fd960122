import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { throwawayPostgres } from '../helpers/database.ts';
import { proofBrandFile } from './brand.ts';
import { HttpClient } from './http-client.ts';
import { openGameSessions, setUpPlayers, vendorSecrets } from './players.ts';
import { ServerProcess } from './server-process.ts';
import { ledgerProblems, missingAcks } from './verify.ts';
import { runWorkload } from './workload.ts';

const KILLS = 10;
const url = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/**
 * docs/architecture.md "Money" (a crash loses nothing acknowledged): the real server is killed with SIGKILL
 * at random moments while clients move money, and started again on the same data. After
 * the last restart every acknowledged operation must be there and the ledger balanced.
 */
async function crashRun(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gamehall-crash-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    BRAND_FILE: proofBrandFile(),
    DATABASE_URL: '',
  };
  if (kind === 'postgres') {
    const scratch = await throwawayPostgres(url as string);
    cleanups.push(scratch.drop);
    env.DATABASE_URL = scratch.url;
  }
  const server = new ServerProcess(env);
  cleanups.push(() => server.stop());
  await server.start();
  const http = new HttpClient(() => server.url);
  const players = await setUpPlayers(http, 6);
  const secrets = await vendorSecrets(http);
  await openGameSessions(http, players, secrets);

  let stopped = false;
  const load = runWorkload(http, players, secrets, {
    clients: kind === 'pglite' ? 8 : 24,
    stop: () => stopped,
    replays: true,
  });
  for (let i = 0; i < KILLS; i++) {
    await new Promise((r) => setTimeout(r, randomInt(2000, 6000)));
    await server.kill();
    http.reset();
    await server.start();
  }
  await new Promise((r) => setTimeout(r, 1000));
  stopped = true;
  const result = await load;
  await server.stop();

  let db: Database;
  if (kind === 'postgres')
    db = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL as string, poolSize: 2 });
  else db = await openDatabase({ kind: 'pglite', dataDir });
  try {
    console.log(
      `${kind} crash run: ${KILLS} SIGKILLs, ${result.operations} operations, ${result.uncertain} cut off; ` +
        `acknowledged ${result.acks.deposits.length} deposits, ${result.acks.bets.length} bets, ${result.acks.wins.length} wins, ` +
        `${result.acks.transfers.length} transfers, ${result.acks.withdrawals.length} withdrawals; ` +
        `refused: ${JSON.stringify(Object.fromEntries(result.refusals))}; ` +
        `5xx: ${result.serverErrors.length} ${result.serverErrors.slice(0, 3).join(' / ')}`,
    );
    expect(result.failures).toEqual([]);
    expect(result.serverErrors).toEqual([]);
    expect(result.acks.bets.length + result.acks.deposits.length).toBeGreaterThan(0);
    expect(await ledgerProblems(db.db)).toEqual([]);
    expect(await missingAcks(db.db, result.acks)).toEqual([]);
  } finally {
    await db.close();
  }
}

describe('crash: SIGKILL under load, then restart', () => {
  it('on the embedded PGlite', () => crashRun('pglite'), 300_000);
  it.runIf(url)('on PostgreSQL', () => crashRun('postgres'), 300_000);
});
