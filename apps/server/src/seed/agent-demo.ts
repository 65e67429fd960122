import type { ContractKind, ContractTerms } from '@gamehall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { hashPassword } from '../lib/password/password.ts';
import {
  decideContract,
  offerContract,
  setHouseContract,
  settleDue,
} from '../modules/agent/index.ts';
import { account, move, type Posting, post, rebuildMemberDays } from '../modules/ledger/index.ts';
import { findMemberByAccount, insertMemberRow, newAffiliateCode } from '../modules/member/index.ts';
import { createRng, type Rng, seedOf } from './prng.ts';

/*
 * The demo agent tree (issue 14): demoagent at the top, 3 agents under it and 3 under each
 * of those, about 190 players below them; contracts of each type; 30 days of deposits, bets,
 * wins and withdrawals posted through the ledger (then dated back to when they "happened",
 * with the members' day figures rebuilt from them), and the payouts the settlement made of
 * them — so every page of the agent centre has something to show. Made once, with the
 * rest of the demo data (seed/index.ts).
 */

const DAY_S = 86_400;
const DAYS = 30;
const PLAYERS = 187;

const daily = (rate: number, top: number): ContractTerms => ({
  tiers: [
    { minVolume: 0, minActive: 0, rate },
    { minVolume: 20_000, minActive: 5, rate: top },
  ],
  period: 'D',
});
/** Contract tables per level: the house's with demoagent, then each level's offer below. */
const TERMS: Record<ContractKind, ContractTerms[]> = {
  DAILY_SALARY: [daily(1, 1.5), daily(0.8, 1.2), daily(0.5, 0.5)],
  DIVIDEND: [
    {
      tiers: [
        { minVolume: 0, minActive: 0, rate: 10, minValidBet: 0 },
        { minVolume: 5_000, minActive: 10, rate: 12, minValidBet: 100_000 },
      ],
      period: 'W',
    },
    { tiers: [{ minVolume: 0, minActive: 0, rate: 8, minValidBet: 0 }], period: 'W' },
  ],
  HOURLY_SALARY: [
    { tiers: [{ minVolume: 0, minActive: 0, rate: 0.3 }], period: 'D' },
    { tiers: [{ minVolume: 0, minActive: 0, rate: 0.2 }], period: 'D' },
  ],
  REALTIME_SALARY: [
    { tiers: [{ minVolume: 10, minActive: 0, rate: 0.2, lossRate: 0.4 }], period: 'D' },
    { tiers: [{ minVolume: 10, minActive: 0, rate: 0.1, lossRate: 0.3 }], period: 'D' },
  ],
};

interface DemoMember {
  id: number;
  account: string;
  /** When it registered (epoch seconds). */
  joined: number;
}

/** Postings keyed `demo:{epoch seconds}:{n}`, so they can be dated back afterwards. */
function poster(tx: Tx) {
  let n = 0;
  return (at: number, p: Omit<Posting, 'key'>) =>
    post(tx, { ...p, key: `demo:${Math.floor(at)}:${++n}` });
}

async function addMember(
  tx: Tx,
  m: { account: string; type: number; uplineId: number; passwordHash: string; joined: number },
): Promise<DemoMember> {
  const id = await insertMemberRow(tx, {
    account: m.account,
    passwordHash: m.passwordHash,
    passwordIsDefault: true,
    type: m.type,
    uplineId: m.uplineId,
    affiliateCode: m.type === 1 ? newAffiliateCode() : null,
    registerMethod: 'SEED',
  });
  await tx.execute(sql`UPDATE members SET created_at = to_timestamp(${m.joined}) WHERE id = ${id}`);
  return { id, account: m.account, joined: m.joined };
}

/** The tree: 3 agents under demoagent, 3 under each, the players spread under all 12. */
async function growTree(tx: Tx, top: number, passwordHash: string, now: number, rng: Rng) {
  const since = now - (DAYS + 5) * DAY_S;
  const level2: DemoMember[] = [];
  const level3: DemoMember[] = [];
  for (let i = 1; i <= 3; i++) {
    const a = await addMember(tx, {
      account: `dagent${i}`,
      type: 1,
      uplineId: top,
      passwordHash,
      joined: since - 3 * DAY_S,
    });
    level2.push(a);
    for (let j = 1; j <= 3; j++) {
      level3.push(
        await addMember(tx, {
          account: `dagent${i}${j}`,
          type: 1,
          uplineId: a.id,
          passwordHash,
          joined: since - 2 * DAY_S,
        }),
      );
    }
  }
  const agents = [...level2, ...level3];
  const players: DemoMember[] = [];
  for (let i = 1; i <= PLAYERS; i++) {
    const upline = i <= 20 ? top : rng.pick(agents).id;
    const joined = Math.floor(now - DAYS * DAY_S + (i / PLAYERS) * (DAYS - 1) * DAY_S);
    players.push(
      await addMember(tx, {
        account: `dplayer${String(i).padStart(3, '0')}`,
        type: 0,
        uplineId: upline,
        passwordHash,
        joined,
      }),
    );
  }
  return { level2, level3, players };
}

/** Contracts of each type: the house's with demoagent, offered and accepted below it. */
async function signContracts(
  db: Db,
  tops: { account: string },
  tree: { level2: DemoMember[]; level3: DemoMember[] },
  topId: number,
  now: number,
) {
  for (const kind of Object.keys(TERMS) as ContractKind[]) {
    const [house, second, third] = TERMS[kind];
    // Salaries paid each hour or 5 minutes start now: the job pays them from here on.
    const started = kind === 'DAILY_SALARY' || kind === 'DIVIDEND' ? now - (DAYS + 5) * DAY_S : now;
    const at = new Date(started * 1000);
    await setHouseContract(db, tops.account, kind, house as ContractTerms, at);
    for (const [i, agent] of tree.level2.entries()) {
      const offer = await offerContract(db, topId, kind, agent.account, second as ContractTerms);
      // One level-2 agent has not decided on its dividend yet: the page shows Accept.
      if (kind === 'DIVIDEND' && i === 2) continue;
      await decideContract(db, agent.id, kind, 'ACCEPT', offer.id, at);
      if (!third) continue;
      for (const [j, below] of tree.level3
        .filter((m) => m.account.startsWith(agent.account))
        .entries()) {
        const sub = await offerContract(db, agent.id, kind, below.account, third);
        if (j < 2) await decideContract(db, below.id, kind, 'ACCEPT', sub.id, at);
      }
    }
  }
}

/** The demo's slots: a few titles of the catalogue's first in-house-like vendor. */
async function demoGames(tx: Tx) {
  const rows = rowsOf<{ vendor: string; code: string }>(
    await tx.execute(sql`SELECT vendor_code AS vendor, game_code AS code FROM games
      WHERE category = 'RNG' ORDER BY vendor_code, game_code LIMIT 12`),
  );
  if (rows.length === 0) throw new Error('the demo catalogue has no slots for the agent demo');
  return rows;
}

/** 30 days of money: deposits, rounds (a bet and its win), a few withdrawals. */
async function play(tx: Tx, players: DemoMember[], now: number, rng: Rng) {
  const games = await demoGames(tx);
  const at = poster(tx);
  const balance = new Map<number, bigint>();
  let round = 0;
  const rounds: SQL[] = [];
  for (let d = DAYS; d >= 0; d--) {
    const dayStart = now - d * DAY_S;
    for (const p of players) {
      if (p.joined > dayStart || !rng.chance(0.13)) continue;
      // Within the day, but never in the last hour before now.
      let t = Math.min(dayStart + rng.int(600, DAY_S - 7200), now - 3600);
      let money = balance.get(p.id) ?? 0n;
      if (money < 5_000n) {
        const amount = BigInt(rng.pick([100, 200, 500, 1000])) * 100n;
        await at(t, {
          type: 'DEPOSIT',
          memberId: p.id,
          entries: move(account.paymentClearing(p.id), account.main(p.id), amount),
        });
        money += amount;
      }
      for (let r = rng.int(1, 3); r > 0 && money > 0n; r--) {
        t += rng.int(30, 900);
        const stake = BigInt(Math.min(Number(money), rng.pick([500, 1000, 2000, 5000, 10_000])));
        const win = rng.chance(0.42) ? (stake * BigInt(rng.int(0, 40))) / 10n : 0n;
        const game = rng.pick(games);
        const roundId = `demo-${++round}`;
        await at(t, {
          type: 'BET',
          memberId: p.id,
          reference: `${game.vendor}:${roundId}`,
          remark: game.code,
          entries: move(account.main(p.id), account.house(p.id), stake),
        });
        if (win > 0n) {
          await at(t + 2, {
            type: 'WIN',
            memberId: p.id,
            reference: `${game.vendor}:${roundId}`,
            remark: game.code,
            entries: move(account.house(p.id), account.main(p.id), win),
          });
        }
        money += win - stake;
        rounds.push(
          sql`(${game.vendor}, ${roundId}, ${p.id}, ${game.code}, ${stake}, ${win}, 'SETTLED',
            to_timestamp(${t}), to_timestamp(${t + 2}))`,
        );
      }
      if (money > 20_000n && rng.chance(0.25)) {
        const amount = (money / 200n) * 100n;
        await at(t + 600, {
          type: 'WITHDRAW',
          memberId: p.id,
          entries: move(account.main(p.id), account.payoutClearing(p.id), amount),
        });
        money -= amount;
      }
      balance.set(p.id, money);
    }
  }
  // The rounds as the betting records read them (seed code writes the tables directly).
  for (let i = 0; i < rounds.length; i += 500) {
    await tx.execute(sql`INSERT INTO game_rounds
      (vendor, round_id, member_id, game_code, bet_amount, win_amount, status, created_at, settled_at)
      VALUES ${sql.join(rounds.slice(i, i + 500), sql`, `)}`);
  }
}

/** Dates the demo's postings back to when they happened, and rebuilds its members' days. */
async function dateBack(tx: Tx, memberIds: number[]) {
  await tx.execute(sql`UPDATE ledger_transactions
    SET created_at = to_timestamp(split_part(idem_key, ':', 2)::bigint)
    WHERE idem_key LIKE 'demo:%'`);
  await tx.execute(sql`UPDATE ledger_entries e SET created_at = t.created_at
    FROM ledger_transactions t WHERE e.tx_id = t.id AND t.idem_key LIKE 'demo:%'`);
  await rebuildMemberDays(tx, memberIds);
}

/** The agent demo, once: after the demo accounts (demoagent) and the catalogue are in. */
export async function seedAgentDemo(tx: Tx, password: string, now = new Date()) {
  const top = await findMemberByAccount(tx, 'demoagent');
  if (!top || (await findMemberByAccount(tx, 'dagent1'))) return;
  const rng = createRng(seedOf('agent-demo'));
  const nowS = Math.floor(now.getTime() / 1000);
  const passwordHash = await hashPassword(password);
  const tree = await growTree(tx, top.id, passwordHash, nowS, rng);
  // The services take the database; inside the seed's transaction they nest (savepoints).
  const db = tx as unknown as Db;
  await signContracts(db, top, tree, top.id, nowS);
  await play(tx, tree.players, nowS, rng);
  const members = [...tree.level2, ...tree.level3, ...tree.players];
  await dateBack(tx, [top.id, ...members.map((m) => m.id)]);
  const [zone] = rowsOf<{ zone: string | null }>(
    await tx.execute(sql`SELECT value->>'timeZone' AS zone FROM settings WHERE key = 'site'`),
  );
  await settleDue(db, zone?.zone ?? 'UTC', now);
}
