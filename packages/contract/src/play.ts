import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { JackpotDrawView } from './jackpot.ts';
import { Amount, Money, RequestId } from './money.ts';

/**
 * The in-house games' own calls, made by their pages (served under /play/…) inside the
 * site's game frame. A page starts with the launch token of its address and gets the
 * wallet session every later call names; money moves through the provider wallet API's
 * rules (real) or the free trial's demo money (demo).
 */
const tag = 'play';

const SessionId = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'the session id of open'));
const Mode = /* @__PURE__ */ z.enum(['real', 'demo']);

/** A seed pair while it is in use: the server seed only by its sha256. */
export const FairState = /* @__PURE__ */ z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet uses (0 on a fresh pair). */
  nonce: z.int(),
});

export const playOpen = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/open',
  tag,
  summary:
    'Exchanges the launch token of the page address for a game session: the game, the balance, the seed pair',
  body: z.strictObject({ token: text(128, 1) }),
  value: z.object({
    sessionId: z.string(),
    mode: Mode,
    /** Real money, or the free trial's demo money. */
    balance: Money,
    currency: z.string(),
    /** The brand's currency symbol: the game writes money as the site does ($1.00). */
    currencySymbol: z.string(),
    /** The game plays from its vendor's own sub-wallet, not the main wallet. */
    transferWallet: z.boolean(),
    game: z.object({
      gameCode: z.string(),
      name: z.string(),
      vendor: z.string(),
      /** The in-house engine (slot model id, crash, roulette, baccarat). */
      engine: z.string(),
    }),
    fair: FairState,
  }),
});

/** A client seed the player picks: printable, short. */
export const ClientSeed = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[\x21-\x7e]{1,64}$/, '1 to 64 printable characters'));

export const rotateSeed = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/seeds/rotate',
  tag,
  summary:
    'Reveals the server seed in use (so every bet made with it can be verified) and starts a new pair with the client seed given',
  body: z.strictObject({ sessionId: SessionId, clientSeed: ClientSeed }),
  value: z.object({
    revealed: z.object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      /** Nonces 0 … nonce−1 were played with it. */
      nonce: z.int(),
    }),
    next: FairState,
  }),
});

const LineWin = /* @__PURE__ */ z.object({
  line: z.int(),
  symbol: z.string(),
  count: z.int(),
  amount: z.int(),
});
const SlotSpin = /* @__PURE__ */ z.object({
  free: z.boolean(),
  stops: z.array(z.int()),
  grid: z.array(z.array(z.string())),
  multiplier: z.number(),
  lineWins: z.array(LineWin),
  scatterWin: z.nullable(z.object({ symbol: z.string(), count: z.int(), amount: z.int() })),
  freeSpinsAwarded: z.int(),
  win: z.int(),
});
/** A slot round as the engine plays it (amounts in minor units), for the reels on screen. */
export const SlotRoundOutcome = /* @__PURE__ */ z.object({
  modelId: z.string(),
  bet: z.int(),
  spins: z.array(SlotSpin),
  totalWin: z.int(),
  capped: z.boolean(),
});

/** What every bet of an in-house game answers. */
const Settled = {
  roundId: z.string(),
  bet: Money,
  win: Money,
  /** The balance after the round (real money, or the demo money). */
  balance: Money,
  /** The pair and nonce this round came from (verify it once the seed is revealed). */
  fair: FairState,
};

export const slotSpin = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/slots/spin',
  tag,
  summary:
    'One slot round (the paid spin and the free spins it triggers); requestId makes it idempotent',
  body: z.strictObject({ sessionId: SessionId, bet: Amount, requestId: RequestId }),
  value: z.object({
    ...Settled,
    outcome: SlotRoundOutcome,
    /** The spin's progressive jackpot draw (real money only; null in demo play). */
    jackpot: z.nullable(JackpotDrawView),
  }),
});

/** A species of the fish game, by its id (packages/games FISH_SPECIES). */
const Species = /* @__PURE__ */ z.string().check(z.regex(/^[a-z]{1,20}$/, 'a fish species'));

/**
 * The fish game: shots go to the server in batches (what was fired in the last half
 * second); each shot's kill is drawn from the batch's nonce, so a batch is one round.
 * A page that lost its connection sends the same batch again with the same requestId.
 */
export const fishShoot = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/fish/shoot',
  tag,
  summary:
    'A batch of fish-game shots (each a species and a cannon bet): every kill decided by the server from the batch nonce; requestId makes it idempotent',
  body: z.strictObject({
    sessionId: SessionId,
    shots: z
      .array(z.strictObject({ species: Species, bet: Amount }))
      .check(z.minLength(1), z.maxLength(40)),
    requestId: RequestId,
  }),
  value: z.object({
    ...Settled,
    outcome: z.object({
      shots: z.array(
        z.object({ species: z.string(), bet: Money, killed: z.boolean(), win: Money }),
      ),
    }),
  }),
});

export const getFishModel = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/play/api/fish/model',
  tag,
  summary: 'The fish game: its species with their multipliers, the cannon bets and the RTP',
  query: z.object({}),
  value: z.object({
    species: z.array(z.object({ id: z.string(), multiplier: z.int() })),
    cannonBets: z.array(Money),
    rtpPercent: z.number(),
    maxShotsPerBatch: z.int(),
  }),
});

export const getSlotModel = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/play/api/slots/model',
  tag,
  summary: 'A slot title’s math model: reels, rows, paylines, paytable, bet levels, declared RTP',
  query: z.object({
    engine: z.string().check(z.regex(/^slot-[a-z0-9-]{1,40}$/, 'a slot engine id')),
  }),
  value: z.object({
    id: z.string(),
    name: z.string(),
    reels: z.array(z.array(z.string())),
    rows: z.int(),
    paylines: z.array(z.array(z.int())),
    betLevels: z.array(Money),
    declaredRtp: z.number(),
    symbols: z.record(z.string(), z.unknown()),
  }),
});

const Stake = { stake: Amount };
const Pocket = /* @__PURE__ */ z.int().check(z.minimum(0), z.maximum(36));
/** European roulette bets (standard layout); the server checks the numbers form the spot. */
export const RouletteBet = /* @__PURE__ */ z.union([
  z.strictObject({
    type: z.enum(['straight', 'split', 'street', 'corner', 'sixLine']),
    numbers: z.array(Pocket).check(z.minLength(1), z.maxLength(6)),
    ...Stake,
  }),
  z.strictObject({
    type: z.literal('dozen'),
    dozen: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    ...Stake,
  }),
  z.strictObject({
    type: z.literal('column'),
    column: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    ...Stake,
  }),
  z.strictObject({ type: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']), ...Stake }),
]);

export const rouletteSpin = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/roulette/spin',
  tag,
  summary:
    'One European roulette spin for the bets given (table limits per spot and per round); requestId makes it idempotent',
  body: z.strictObject({
    sessionId: SessionId,
    bets: z.array(RouletteBet).check(z.minLength(1), z.maxLength(50)),
    requestId: RequestId,
  }),
  value: z.object({
    ...Settled,
    outcome: z.object({
      pocket: z.int(),
      colour: z.enum(['red', 'black', 'green']),
      results: z.array(z.object({ spot: z.string(), stake: Money, win: Money })),
    }),
  }),
});

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
const Card = /* @__PURE__ */ z.object({ rank: z.int(), suit: z.string() });
const Hand = /* @__PURE__ */ z.object({ cards: z.array(Card), total: z.int(), pair: z.boolean() });

export const baccaratDeal = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/baccarat/deal',
  tag,
  summary:
    'One punto banco coup (standard drawing rules, banker pays 0.95:1, tie 8:1, pairs 11:1); requestId makes it idempotent',
  body: z.strictObject({
    sessionId: SessionId,
    bets: z
      .array(z.strictObject({ type: z.enum(BACCARAT_BETS), ...Stake }))
      .check(z.minLength(1), z.maxLength(5)),
    requestId: RequestId,
  }),
  value: z.object({
    ...Settled,
    outcome: z.object({
      player: Hand,
      banker: Hand,
      winner: z.enum(['player', 'banker', 'tie']),
      natural: z.boolean(),
      results: z.array(
        z.object({
          type: z.enum(BACCARAT_BETS),
          result: z.enum(['win', 'push', 'lose']),
          stake: Money,
          win: Money,
        }),
      ),
    }),
  }),
});

/** A table's limits on the wire: per bet type and per round, in major units. */
export const getTableLimits = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/play/api/tables/limits',
  tag,
  summary: 'The bet limits of the in-house roulette and baccarat tables',
  query: z.object({}),
  value: z.object({
    roulette: z.object({
      perBet: z.record(z.string(), z.object({ min: Money, max: Money })),
      maxTotal: Money,
    }),
    baccarat: z.object({
      perBet: z.record(z.string(), z.object({ min: Money, max: Money })),
      maxTotal: Money,
    }),
  }),
});

/** How many revealed seed pairs the seed list gives back (newest first). */
export const REVEALED_SEEDS = 20;

export const listSeeds = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/seeds',
  tag,
  summary: `The seed pair in use (by its hash) and the last ${REVEALED_SEEDS} revealed ones, to verify any round played with them`,
  body: z.strictObject({ sessionId: SessionId }),
  value: z.object({
    active: FairState,
    revealed: z.array(
      z.object({
        serverSeed: z.string(),
        serverSeedHash: z.string(),
        clientSeed: z.string(),
        nonce: z.int(),
        revealedAt: z.string(),
      }),
    ),
  }),
});
