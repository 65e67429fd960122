import { type Card, PVP_ENGINES, type PvpAction, pvpDeck } from '@gamehall/games';
import type { PvpHand, PvpSeat, PvpState } from './get-pvp-state.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/*
 * For tests: card-room answers made by the real engines (packages/games/src/pvp), shaped as the
 * server's views.ts shapes them: `hand.view` is the engine's own view for the player's
 * seat, `toAct` its specs with chips in money (niu niu: multiples), `result` its money.
 */

export const TABLE = 'a1b2c3d4-pvp-table';
export const SEED_HASH = 'c3'.repeat(32);
export const SERVER_SEED = 'f1'.repeat(32);
/** The brand's default rake: 5% of each pot, at most 50.00 a hand. */
const RAKE = { bps: 500, cap: 5000n };

const SUITS: Record<string, Card['suit']> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const cardOf = (label: string): Card => ({
  rank: 'A23456789TJQK'.indexOf(label[0] ?? '') + 1,
  suit: SUITS[label[1] ?? ''] ?? 'clubs',
});

/**
 * A deck dealing `hands` (cards as "AS KD 3C", one hand per seat in dealing order: from
 * the button's left round to the button) one card at a time, as every engine deals; the
 * rest of the 52 after them in a fresh deck's order.
 */
export function arrangedDeck(hands: string[]): Card[] {
  const given = hands.map((h) => h.split(' ').map(cardOf));
  const key = (c: Card) => `${c.rank}${c.suit}`;
  const used = new Set(given.flat().map(key));
  const rest = Object.values(SUITS)
    .flatMap((suit) => Array.from({ length: 13 }, (_, i): Card => ({ rank: i + 1, suit })))
    .filter((c) => !used.has(key(c)));
  const deck: Card[] = [];
  const rounds = Math.max(...given.map((h) => h.length));
  for (let k = 0; k < rounds; k++) {
    for (const hand of given) deck.push(hand[k] ?? (rest.shift() as Card));
  }
  return [...deck, ...rest];
}

/** A hand dealt by the engine: stacks and stake in money, the deck from the fixed seed. */
export function deal(
  engine: string,
  stacks: Record<number, number>,
  button: number,
  stake: number,
  deck?: Card[],
) {
  const play = PVP_ENGINES[engine];
  if (!play) throw new Error(`no engine ${engine}`);
  return play.start({
    seats: Object.entries(stacks).map(([seat, stack]) => ({
      seat: Number(seat),
      stack: BigInt(Math.round(stack * 100)),
    })),
    button,
    stake: BigInt(Math.round(stake * 100)),
    deck: deck ?? pvpDeck({ serverSeed: SERVER_SEED, clientSeed: TABLE, nonce: 3 }),
  });
}

/** The state after each [seat, action] in turn (chips in minor units, as the engine takes them). */
export function play(engine: string, state: unknown, ...actions: [number, PvpAction][]) {
  const rules = PVP_ENGINES[engine];
  if (!rules) throw new Error(`no engine ${engine}`);
  return actions.reduce((s, [seat, action]) => rules.act(s, seat, action), state);
}

const money = (minor: bigint) => Number(minor) / 100;

/** The hand as the state call answers it to `viewer`, as the server's views.ts builds it. */
export function handOf(
  engine: string,
  state: unknown,
  viewer: number | null,
  over: { id?: number; nonce?: number; turnEndsAt?: string | null } = {},
): PvpHand {
  const rules = PVP_ENGINES[engine];
  if (!rules) throw new Error(`no engine ${engine}`);
  const done = rules.isOver(state);
  const amount = (v: bigint | undefined) =>
    v === undefined ? undefined : engine === 'niuniu-grab' ? Number(v) : money(v);
  const result = done ? rules.result(state, RAKE) : null;
  return {
    id: over.id ?? 41,
    clientSeed: TABLE,
    nonce: over.nonce ?? 3,
    seedHash: SEED_HASH,
    serverSeed: done ? SERVER_SEED : null,
    over: done,
    turnEndsAt: done ? null : (over.turnEndsAt ?? iso(Date.now() + 12_000)),
    // Mahjong's turns are private (the server's PRIVATE_TURNS): the viewer's own only.
    toAct: [...rules.toAct(state)]
      .filter(([seat]) => engine !== 'mahjong' || seat === viewer)
      .map(([seat, actions]) => ({
        seat,
        actions: actions.map((a) => ({ type: a.type, min: amount(a.min), max: amount(a.max) })),
      })),
    view: rules.view(state, viewer),
    result: result && {
      seats: [...result.seats].map(([seat, m]) => ({
        seat,
        committed: money(m.committed),
        won: money(m.won),
      })),
      pots: result.pots.map((p) => ({ ...p, amount: money(p.amount), rake: money(p.rake) })),
      rake: money(result.rake),
      hands: [...result.hands].map(([seat, hand]) => ({ seat, ...hand })),
    },
  };
}

export const seatOf = (seat: number, name: string, stack: number, mine = false): PvpSeat => ({
  seat,
  name,
  stack,
  away: false,
  leaving: false,
  mine,
});

const ROOMS: Record<string, { stake: number; min: number; max: number }> = {
  zhajinhua: { stake: 1, min: 20, max: 100 },
  holdem: { stake: 1, min: 20, max: 100 },
  'niuniu-grab': { stake: 1, min: 80, max: 400 },
  mahjong: { stake: 1, min: 96, max: 480 },
};

/** The state call's answer in the Beginner room of `engine`: not seated unless `over` says so. */
export function pvpStateOf(engine: string, over: Partial<PvpState> = {}): PvpState {
  const room = ROOMS[engine] ?? { stake: 1, min: 20, max: 100 };
  return {
    serverTime: iso(Date.now()),
    room: {
      roomId: 'beginner',
      name: 'Beginner',
      engine,
      stake: room.stake,
      minBuyIn: room.min,
      maxBuyIn: room.max,
      seats: engine === 'mahjong' ? 4 : 6,
      turnMs: 15_000,
      rakeBps: 500,
      rakeCap: 50,
    },
    table: null,
    seats: [],
    mySeat: null,
    hand: null,
    lastHand: null,
    balance: 1000,
    ...over,
  };
}
