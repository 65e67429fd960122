import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type BlackjackOutcome, blackjackEngine, dealLive } from '@gamehall/games';
import pg from 'pg';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english, fundedPlayer } from './support/accounts.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { operatorKey, type RunningServer } from './support/server.ts';
import { header, loggedIn, logInWithPassword } from './support/session.ts';

/*
 * The blackjack table as a player meets it, against the real server and its runner (real
 * timers: 15 s of bets, steps of up to 8 s). A round's deal is random, so to play a split
 * the test gives the round taking bets a server seed whose deal is a pair — as the server
 * tests' rigRound does — through the database: the server runs on a throw-away PostgreSQL
 * database the test can reach (E2E_DATABASE_URL, DATABASE_URL, or the development
 * machine's at 127.0.0.1). Nothing of it is in the server. Without PostgreSQL the server
 * runs on its embedded database, the hit-and-stand test plays the rounds as they come,
 * and the split is skipped.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const ADMIN_URL =
  process.env.E2E_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

interface Site {
  server: RunningServer;
  browser: Browser;
  /** The server's database, when it is a PostgreSQL one the test can reach. */
  db: pg.Client | null;
}
const site = {} as Site;
let dropDatabase = async () => {};
let child: ChildProcess | null = null;

/** A new database on the PostgreSQL server, or null when there is none to reach. */
async function throwawayDatabase(): Promise<string | null> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `gh_e2e_bj_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const drop = new pg.Client({ connectionString: ADMIN_URL });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  };
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** The real server (`npm start`'s entry) on that database, or on a fresh embedded one. */
async function startServer(databaseUrl: string | null): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gamehall-e2e-bj-'));
  const port = await freePort();
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    TRUST_PROXY: 'loopback',
    OPERATOR_KEY: operatorKey,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    DEMO_AGENTS: 'false',
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dataDir,
  };
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let log = '';
  proc.stdout?.on('data', (d) => {
    log += d;
  });
  proc.stderr?.on('data', (d) => {
    log += d;
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 150_000; ; ) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    operator: () => Promise.reject(new Error('not used here')),
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

beforeAll(async () => {
  const databaseUrl = await throwawayDatabase();
  const [server, browser] = await Promise.all([startServer(databaseUrl), launchBrowser()]);
  Object.assign(site, { server, browser, db: null });
  if (databaseUrl) {
    site.db = new pg.Client({ connectionString: databaseUrl });
    await site.db.connect();
  }
}, 180_000);

afterAll(async () => {
  await site.db?.end();
  await site.browser?.close();
  await site.server?.stop();
  if (child?.exitCode === null) child.kill('SIGKILL');
  await dropDatabase();
});

/** A funded player, logged in on a desktop, at a blackjack title of the live lobby. */
async function atTable(account: string, amount: number) {
  const password = `${account}1234`;
  await fundedPlayer(site.server, { account, password }, amount);
  const opened = await openPage(site.browser, site.server.url, {
    viewport: { width: 1280, height: 900 },
  });
  const { page } = opened;
  await english(page);
  await logInWithPassword(page, account, password);
  await loggedIn(page);
  await page.goto(`${site.server.url}/live?page=VLVT`);
  const panel = page.getByRole('tabpanel', { name: 'Velvet Table' });
  await panel.getByRole('searchbox', { name: 'Search games' }).fill('Blackjack');
  await panel
    .getByRole('button', { name: /^Play Blackjack/ })
    .first()
    .click();
  await page.waitForURL(/\/game\?gameId=\d+/);
  const game = page.frameLocator('iframe[title="Game window"]');
  await game.getByRole('region', { name: /^Blackjack \d+ table$/ }).waitFor();
  return { ...opened, game };
}

/**
 * Gives the blackjack round taking bets a server seed whose deal `wants`, as rigRound
 * does in the server tests, while at least 4 s of its betting are left; answers the deal.
 */
async function rig(db: pg.Client, wants: (o: BlackjackOutcome) => boolean) {
  for (const until = Date.now() + 60_000; Date.now() < until; ) {
    const { rows } = await db.query(`SELECT id, seq FROM live_rounds WHERE table_id = 'blackjack'
      AND phase = 'BETTING' AND betting_ends_at > now() + interval '4 seconds'`);
    const round = rows[0] as { id: string; seq: number } | undefined;
    if (!round) {
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    for (let i = 0; i < 50_000; i++) {
      const serverSeed = `e2e-${round.id}-${i}`;
      const fair = { serverSeed, clientSeed: 'blackjack', nonce: Number(round.seq) };
      const outcome = dealLive(blackjackEngine, fair) as BlackjackOutcome;
      if (!wants(outcome)) continue;
      const set = await db.query(
        `UPDATE live_rounds SET server_seed = $1,
          seed_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')
        WHERE id = $2 AND phase = 'BETTING' AND betting_ends_at > now() + interval '2 seconds'`,
        [serverSeed, round.id],
      );
      if (set.rowCount === 1) return outcome;
      break;
    }
  }
  throw new Error('no blackjack round could be rigged in a minute');
}

/** Waits for the betting window, and bets `chip` on the main bet. */
async function betMain(game: FrameLocator, chip: string) {
  await game.getByText(/^Place your bets \d+ s$/).waitFor({ timeout: 60_000 });
  await game.getByRole('combobox', { name: 'Chip value' }).selectOption(chip);
  await game.getByRole('button', { name: 'Main bet', exact: true }).click();
  await game.getByRole('button', { name: 'Place bets' }).click();
  await game.getByRole('table', { name: 'Your bets this round' }).waitFor();
}

/** Presses a decision of the step `step` once its choices are on screen. */
async function decide(game: FrameLocator, step: number, decision: string) {
  await game.getByRole('region', { name: new RegExp(`^Round \\d+, step ${step}$`) }).waitFor({
    timeout: 30_000,
  });
  await game
    .getByRole('group', { name: 'Your choices' })
    .getByRole('button', { name: decision, exact: true })
    .click();
}

const money = (minor: bigint) => `$${(Number(minor) / 100).toFixed(2)}`;
const hard = (o: BlackjackOutcome, i: number) => Math.min(10, o.playerCards[i]?.rank ?? 0);
const upSmall = (o: BlackjackOutcome) =>
  (o.dealer.cards[0]?.rank ?? 0) >= 2 && (o.dealer.cards[0]?.rank ?? 0) <= 9;

/** The round's result line, and the balance the header then shows. */
async function expectPaid(
  page: Page,
  game: FrameLocator,
  funds: number,
  staked: number,
  back: bigint,
) {
  const result = game.getByRole('region', { name: /^Result of round \d+$/ });
  await result.waitFor({ timeout: 60_000 });
  await result
    .getByText(back > 0n ? `You won ${money(back)}` : 'No win this round')
    .waitFor({ timeout: 30_000 });
  await header(page)
    .getByRole('group', { name: 'Balance' })
    .getByText((funds - staked + Number(back) / 100).toFixed(2))
    .waitFor({ timeout: 30_000 });
}

describe('the blackjack table', () => {
  it('bets the main bet, hits, stands, and is paid by its decisions', async () => {
    const { page, game, errors, close } = await atTable('bjhitter', 100);
    if (site.db) {
      // Two cards of 12 to 16 (no pair) against 2 to 9, and a small card to hit.
      const o = await rig(site.db, (x) => {
        const two = hard(x, 0) + hard(x, 1);
        return (
          x.playerCards[0]?.rank !== x.playerCards[1]?.rank &&
          two >= 12 &&
          two <= 16 &&
          !x.playerCards.slice(0, 2).some((c) => c.rank === 1) &&
          hard(x, 2) <= 4 &&
          upSmall(x)
        );
      });
      await betMain(game, '5');
      await decide(game, 1, 'Hit');
      await decide(game, 2, 'Stand');
      const back = blackjackEngine.settleWith(o, new Map([['main', 500n]]), ['hit', 'stand']);
      await expectPaid(page, game, 100, 5, back);
      await game.getByText('Your decisions: Hit, Stand').waitFor();
    } else {
      // The embedded database: play the rounds as they come until one offers a hit.
      for (let round = 0; ; round++) {
        expect(round).toBeLessThan(6);
        await betMain(game, '1');
        const choices = game.getByRole('group', { name: 'Your choices' });
        const offered = await choices.waitFor({ timeout: 40_000 }).then(
          () => true,
          () => false,
        );
        if (!offered) continue;
        if (await choices.getByRole('button', { name: 'No insurance' }).isVisible()) {
          await choices.getByRole('button', { name: 'No insurance' }).click();
        }
        await choices.getByRole('button', { name: 'Hit', exact: true }).click();
        await game
          .getByRole('region', { name: /^Result of round \d+$/ })
          .waitFor({ timeout: 60_000 });
        await game.getByText(/^Your decisions: (No insurance, )?Hit/).waitFor();
        break;
      }
    }
    expect(errors).toEqual([]);
    await close();
  }, 240_000);

  it('splits a pair: plays each hand step by step, and is paid for both', async (ctx) => {
    if (!site.db) ctx.skip(); // the deal cannot be made a pair without the database
    const db = site.db as pg.Client;
    const { page, game, errors, close } = await atTable('bjsplitter', 200);
    // Two eights against a 2 to 9: split, stand on each hand (the second one's card comes
    // when the first is done).
    const o = await rig(
      db,
      (x) => x.playerCards[0]?.rank === 8 && x.playerCards[1]?.rank === 8 && upSmall(x),
    );
    await betMain(game, '10');
    await decide(game, 1, 'Split');
    await decide(game, 2, 'Stand');
    const second = game.getByRole('region', { name: 'Hand 2' });
    await second.getByRole('img').nth(1).waitFor();
    await decide(game, 3, 'Stand');
    const back = blackjackEngine.settleWith(o, new Map([['main', 1_000n]]), [
      'split',
      'stand',
      'stand',
    ]);
    await expectPaid(page, game, 200, 20, back);
    await game.getByText('Your decisions: Split, Stand, Stand').waitFor();
    const result = game.getByRole('region', { name: /^Result of round \d+$/ });
    expect(await result.getByRole('region', { name: /^Hand [12]$/ }).count()).toBe(2);
    // The table on a phone: nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    const frame = page.frames().find((f) => f.url().includes('/play/'));
    const wide = await frame?.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(wide ?? 0).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await close();
  }, 240_000);
});
