import {
  baccaratDeal,
  fishShoot,
  fromMinor,
  getFishModel,
  getSlotModel,
  getTableLimits,
  listSeeds,
  playOpen,
  REVEALED_SEEDS,
  rotateSeed,
  rouletteSpin,
  slotSpin,
} from '@gamehall/contract';
import {
  FISH_CANNON_BETS,
  FISH_RTP_BP,
  FISH_SPECIES,
  MAX_SHOTS_PER_BATCH,
  type StakeRange,
  type TableLimits,
} from '@gamehall/games';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../lib/define-routes.ts';
import { catalogueCacheOf } from '../games/index.ts';
import { authenticate, walletFor } from '../provider/index.ts';
import { shootBatch } from './fish-service.ts';
import { gameSessionOf, inHouseVendorOf } from './game-session.ts';
import { activeSeed, publicState, revealedSeeds, rotateSeed as rotate } from './seeds.ts';
import { slotModelOf, spinSlot } from './slot-service.ts';
import { BACCARAT_LIMITS, ROULETTE_LIMITS } from './table-limits.ts';
import { dealBaccaratRound, spinRouletteRound } from './table-service.ts';

const onWire = <T extends string>(l: TableLimits<T>) => ({
  perBet: Object.fromEntries(
    Object.entries<StakeRange>(l.perBet).map(([type, r]) => [
      type,
      { min: fromMinor(r.min), max: fromMinor(r.max) },
    ]),
  ),
  maxTotal: fromMinor(l.maxTotal),
});

/**
 * The in-house games' API (/play/api/…): the pages this server hosts call it with the
 * session their launch token opened. The in-house vendor is a vendor like any other: its
 * session comes from the same authenticate, its money moves by the same wallet rules.
 */
export async function playRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const catalogue = () => catalogueCacheOf(db).get();
  const session = (sessionId: string) => gameSessionOf(app, sessionId, new Date());

  handle(app, playOpen, async ({ body }) => {
    // Only a token of a game hosted here: another vendor's stays that vendor's to use.
    const vendor = await inHouseVendorOf(db, await catalogue(), body.token);
    const { settings } = await app.settings.get();
    const opened = await authenticate(db, settings, vendor, body.token, new Date());
    const s = await session(opened.sessionId);
    return {
      sessionId: opened.sessionId,
      mode: opened.mode,
      balance: opened.balance,
      currency: opened.currency,
      currencySymbol: settings.site.currencySymbol,
      transferWallet:
        opened.mode === 'real' && walletFor(settings.money, s.memberId, s.vendor).kind === 'VENDOR',
      game: { gameCode: s.gameCode, name: s.gameName, vendor: s.vendor, engine: s.engine },
      fair: publicState(await activeSeed(db, s.memberId)),
    };
  });

  handle(app, rotateSeed, async ({ body }) => {
    const s = await session(body.sessionId);
    const { revealed, next } = await db.transaction((tx) =>
      rotate(tx, s.memberId, body.clientSeed),
    );
    return {
      revealed: {
        serverSeed: revealed.serverSeed,
        serverSeedHash: revealed.serverSeedHash,
        clientSeed: revealed.clientSeed,
        nonce: revealed.nonce,
      },
      next: publicState(next),
    };
  });

  handle(app, listSeeds, async ({ body }) => {
    const s = await session(body.sessionId);
    const revealed = await revealedSeeds(db, s.memberId, REVEALED_SEEDS);
    return {
      active: publicState(await activeSeed(db, s.memberId)),
      revealed: revealed.map(({ serverSeed, serverSeedHash, clientSeed, nonce, revealedAt }) => ({
        serverSeed,
        serverSeedHash,
        clientSeed,
        nonce,
        revealedAt,
      })),
    };
  });

  handle(app, slotSpin, async ({ body }) => spinSlot(app, await session(body.sessionId), body));
  handle(app, fishShoot, async ({ body }) => shootBatch(app, await session(body.sessionId), body));
  handle(app, getFishModel, () => ({
    species: FISH_SPECIES.map(({ id, multiplier }) => ({ id, multiplier })),
    cannonBets: FISH_CANNON_BETS.map((b) => fromMinor(BigInt(b))),
    rtpPercent: FISH_RTP_BP / 100,
    maxShotsPerBatch: MAX_SHOTS_PER_BATCH,
  }));

  handle(app, rouletteSpin, async ({ body }) =>
    spinRouletteRound(app, await session(body.sessionId), body),
  );
  handle(app, baccaratDeal, async ({ body }) =>
    dealBaccaratRound(app, await session(body.sessionId), body),
  );
  handle(app, getTableLimits, () => ({
    roulette: onWire(ROULETTE_LIMITS),
    baccarat: onWire(BACCARAT_LIMITS),
  }));

  handle(app, getSlotModel, async ({ query }) => {
    const m = slotModelOf(query.engine);
    return {
      id: m.id,
      name: m.name,
      reels: m.reels,
      rows: m.rows,
      paylines: m.paylines,
      betLevels: m.betLevels.map((b) => fromMinor(BigInt(b))),
      declaredRtp: m.declaredRtp,
      symbols: m.symbols,
    };
  });
}
