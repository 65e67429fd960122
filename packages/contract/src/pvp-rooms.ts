import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { Amount, Money, RequestId } from './money.ts';

/**
 * The PVP card rooms (docs/decisions/036-pvp-rooms.md): players play each other at a
 * table with seats — zha jin hua (teen patti), Texas hold'em, niu niu with banker grab.
 * A player sits with a buy-in taken from the wallet as one bet (the table's chips are
 * that money), plays hands whose chips move between the seats, and leaves with what is
 * left paid back as the win; the house keeps only the rake of each pot. Each hand's deck
 * is committed (sha256 of its server seed) before the deal and the seed shown after, so
 * /verify deals it again. The page calls over HTTP with its game session and the room
 * the launch named, and its socket (`PVP_ROOM_PATH`) tells it when to read the table again.
 */
const tag = 'play';

const SessionId = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'the session id of open'));

/** A room (stake tier) of the game, as GLS2_roomList names it ("beginner"). */
const RoomId = /* @__PURE__ */ z.string().check(z.regex(/^[a-z0-9-]{1,32}$/, 'a room of the game'));

/**
 * An action as the game names it: fold, check, call, bet, raise, allin, look, show,
 * compare:3, grab, bet; mahjong's discard:p5, chow:s3, kong:dr, pong, hu, pass.
 */
const ActionType = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[a-z]{2,10}(:[0-9]|:[a-z][a-z0-9])?$/, 'an action of the game'));

/** Engine-shaped facts (packages/games, each engine's view): the page reads them by engine. */
const Facts = /* @__PURE__ */ z.record(z.string(), z.unknown());

export const PvpSeatView = /* @__PURE__ */ z.object({
  seat: z.int(),
  /** The player's name as others see it (masked account). */
  name: z.string(),
  stack: Money,
  /** Missed a turn (the timer played it): stood up after two in a row. */
  away: z.boolean(),
  /** Standing up: left while a hand was on, or too few chips for the next hand; paid back when it ends. */
  leaving: z.boolean(),
  mine: z.boolean(),
});

/** A hand: its fair commitment, and the engine's view of it for this player. */
export const PvpHandView = /* @__PURE__ */ z.object({
  id: z.int(),
  /** The fair input: the table as client seed, the hand's number there as nonce. */
  clientSeed: z.string(),
  nonce: z.int(),
  seedHash: z.string(),
  /** Shown once the hand is over. */
  serverSeed: z.nullable(z.string()),
  over: z.boolean(),
  /** When the turn (or niu niu's phase) runs out and the default is played (ISO). */
  turnEndsAt: z.nullable(z.string()),
  /** The seats that may act now, with their options (amounts in money). */
  toAct: z.array(
    z.object({
      seat: z.int(),
      actions: z.array(
        z.object({ type: z.string(), min: z.optional(Money), max: z.optional(Money) }),
      ),
    }),
  ),
  view: Facts,
  /** Once over: each seat's chips in and back, the pots, the rake, the hands shown. */
  result: z.nullable(Facts),
});

export const pvpRoomState = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/pvp/state',
  tag,
  summary:
    'The player’s table in a room of the session’s PVP game: seats and stacks, the hand on (as the player may see it), the last hand, the buy-in range and the balance',
  body: z.strictObject({ sessionId: SessionId, roomId: RoomId }),
  value: z.object({
    serverTime: z.string(),
    room: z.object({
      roomId: z.string(),
      name: z.string(),
      engine: z.string(),
      /** The room's unit: teen patti's boot, hold'em's big blind, niu niu's base bet. */
      stake: Money,
      minBuyIn: Money,
      maxBuyIn: Money,
      seats: z.int(),
      turnMs: z.int(),
      rakeBps: z.int(),
      /** The most rake taken from one hand. */
      rakeCap: Money,
    }),
    /** The table the player sits at (null: not seated yet). */
    table: z.nullable(z.string()),
    seats: z.array(PvpSeatView),
    mySeat: z.nullable(z.int()),
    hand: z.nullable(PvpHandView),
    lastHand: z.nullable(PvpHandView),
    balance: Money,
  }),
});

export const pvpSit = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/pvp/sit',
  tag,
  summary:
    'Sits the player at a table of the room with a free seat (a new table when all are full), the buy-in taken from the wallet; one seat per player and room; requestId makes it idempotent',
  body: z.strictObject({
    sessionId: SessionId,
    roomId: RoomId,
    buyIn: Amount,
    requestId: RequestId,
  }),
  value: z.object({ table: z.string(), seat: z.int(), stack: Money, balance: Money }),
});

export const pvpAct = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/pvp/act',
  tag,
  summary:
    'The player’s action in the hand on at their table, on their turn: fold, check, call, bet or raise (amount: the chips it adds), and the game’s own (look, show, compare, grab); requestId makes it idempotent',
  body: z.strictObject({
    sessionId: SessionId,
    roomId: RoomId,
    handId: z.int().check(z.positive()),
    action: ActionType,
    /** Chips the action adds (bet, raise…), or the multiple of niu niu's grab and bet. */
    amount: z.optional(Money),
    requestId: RequestId,
  }),
  value: z.object({ hand: PvpHandView }),
});

export const pvpLeave = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/play/api/pvp/leave',
  tag,
  summary:
    'Stands the player up: folded at once if a hand is on, their chips paid back to the wallet once it is over (at once otherwise)',
  body: z.strictObject({ sessionId: SessionId, roomId: RoomId }),
  value: z.object({ left: z.boolean(), balance: Money }),
});

/** The WebSocket a room's page watches (`?table=<id>`); the server only sends. */
export const PVP_ROOM_PATH = '/play/api/pvp/live';

/** What the socket sends: the table changed (a seat, an action, a new hand); read it again. */
export const PvpRoomEvent = /* @__PURE__ */ z.object({
  type: z.literal('changed'),
  table: z.string(),
  handId: z.nullable(z.int()),
});
export type PvpRoomEvent = z.infer<typeof PvpRoomEvent>;
