import { CORRECT_SCORES, type MarketKind, type MarketSpec } from '@gamehall/games/sports';
import * as z from 'zod/mini';
import type { FeedMatch } from './source.ts';

/*
 * The HTTP feed's wire format (docs/sports-feed.md) and its reading into FeedMatch. Each
 * match is checked on its own so one bad match costs only itself: the book keeps that
 * match's last good prices and reads the rest of the answer. Objects are not strict, so
 * an adapter may send fields the book does not know yet.
 */

const FeedId = z.string().check(z.regex(/^[\w.:-]{1,96}$/, 'a feed id'));
const SportCode = z.string().check(z.regex(/^[a-z0-9]{2,16}$/, 'a sport code'));
const Name = z.string().check(z.minLength(1), z.maxLength(200));
const Count = z.int().check(z.minimum(0));
const WireScore = z.object({ home: Count, away: Count });

/** The price the provider meant, not a rounding of it: 1.953 is refused, not made 1.95. */
const hasTwoPlaces = (n: number) => Number(n.toFixed(2)) === n;

/** Decimal odds with at most 2 places, as the contract's SportsOdds shows them to players. */
const WireOdds = z
  .number()
  .check(z.minimum(1.01), z.maximum(10_000), z.refine(hasTwoPlaces, 'at most 2 decimal places'));

/** A line in units; quarters only, since the settlement math knows nothing finer. */
const WireLine = z.number().check(
  z.minimum(-1000),
  z.maximum(1000),
  z.refine((n) => Number.isInteger(n * 4), 'a multiple of 0.25'),
);

const KINDS = ['1X2', 'ML', 'AH', 'OU', 'BTTS', 'CS'] as const satisfies readonly MarketKind[];
const WITH_LINE: ReadonlySet<MarketKind> = new Set(['AH', 'OU']);

const PICKS: Record<MarketKind, readonly string[]> = {
  '1X2': ['home', 'draw', 'away'],
  ML: ['home', 'away'],
  AH: ['home', 'away'],
  OU: ['over', 'under'],
  BTTS: ['yes', 'no'],
  CS: CORRECT_SCORES,
};

const WireSelection = z.object({ pick: z.string(), odds: z.nullable(WireOdds) });

export const WireMarket = z.object({
  id: FeedId,
  kind: z.enum(KINDS),
  line: z.nullable(WireLine),
  suspended: z.boolean(),
  selections: z.array(WireSelection).check(z.maxLength(CORRECT_SCORES.length)),
});
type WireMarket = z.infer<typeof WireMarket>;

// A market the settlement cannot read must never reach a bet: it would settle wrongly.
const lineFits = (m: WireMarket) => (m.line !== null) === WITH_LINE.has(m.kind);
const picksFit = (m: WireMarket) => {
  const picks = m.selections.map((s) => s.pick);
  return new Set(picks).size === picks.length && picks.every((p) => PICKS[m.kind].includes(p));
};

const CheckedMarket = WireMarket.check(
  z.refine(lineFits, 'line is required for AH and OU and must be null for the others'),
  z.refine(picksFit, "a pick the market's kind does not have, or one pick twice"),
);

const WireEvent = z.object({
  clock: Count,
  kind: z.enum(['goal', 'points', 'game', 'set', 'map', 'end']),
  side: z.nullable(z.enum(['home', 'away'])),
  score: WireScore,
});

export const WireMatch = z
  .object({
    id: FeedId,
    sport: SportCode,
    league: z.object({ id: FeedId, name: Name }),
    home: Name,
    away: Name,
    startAt: z.iso.datetime({ offset: true }),
    phase: z.enum(['pre', 'live', 'ended']),
    clock: z.nullable(Count),
    score: z.nullable(WireScore),
    events: z.array(WireEvent).check(z.maxLength(5000)),
    markets: z.array(CheckedMarket).check(z.maxLength(1000)),
    result: z.nullable(WireScore),
  })
  .check(
    // A result settles every bet: one sent before the end would pay on a match in play.
    z.refine((m) => m.result === null || m.phase === 'ended', 'a result before the end'),
    z.refine((m) => {
      const ids = m.markets.map((k) => k.id);
      return new Set(ids).size === ids.length;
    }, 'one market id twice'),
    // Bets name only the market: the book finds its match by the id's prefix.
    z.refine(
      (m) => !m.id.includes(':') && m.markets.every((k) => k.id.startsWith(`${m.id}:`)),
      "a market id that is not the match's id, a colon and a name",
    ),
  );
export type WireMatch = z.infer<typeof WireMatch>;

/** A line in units to quarters (2.5 → 10, -0.75 → -3): exact, the schema checked quarters. */
export const lineToQuarters = (line: number) => Math.round(line * 4);
/** Decimal odds to hundredths (1.95 → 195); 2 places checked, rounding mends float error. */
export const oddsToHundredths = (odds: number) => Math.round(odds * 100);

export function toFeedMatch(w: WireMatch): FeedMatch {
  return {
    id: w.id,
    sport: w.sport,
    league: { id: w.league.id, name: w.league.name },
    home: w.home,
    away: w.away,
    startAt: new Date(w.startAt),
    phase: w.phase,
    clock: w.clock,
    score: w.score,
    events: w.events.map((e) => ({ clock: e.clock, kind: e.kind, side: e.side, score: e.score })),
    markets: w.markets.map((m) => {
      const spec: MarketSpec =
        m.line === null ? { kind: m.kind } : { kind: m.kind, line: lineToQuarters(m.line) };
      return {
        id: m.id,
        spec,
        suspended: m.suspended,
        selections: m.selections.map((s) => ({
          pick: s.pick,
          odds: s.odds === null ? null : oddsToHundredths(s.odds),
        })),
      };
    }),
    result: w.result,
  };
}

/** A match of an answer that was skipped, and why (for the log). */
export interface FeedMatchError {
  /** Its place in the answer's list. */
  index: number;
  /** Its id when that much could be read. */
  id: string | null;
  issues: string;
}

type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
const issuesOf = (error: Issues) =>
  error.issues.map((i) => `${i.path.map(String).join('.') || '(match)'}: ${i.message}`).join('; ');

const idOf = (raw: unknown) => {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id.slice(0, 96) : null;
};

/** Checks one match; the error carries the issues, not the whole match. */
export function parseWireMatch(
  raw: unknown,
): { ok: true; match: FeedMatch } | { ok: false; id: string | null; issues: string } {
  const parsed = WireMatch.safeParse(raw);
  if (parsed.success) return { ok: true, match: toFeedMatch(parsed.data) };
  return { ok: false, id: idOf(raw), issues: issuesOf(parsed.error) };
}

const ListEnvelope = z.object({ matches: z.array(z.unknown()) });
const OneEnvelope = z.object({ match: z.unknown() });

/**
 * `{ "matches": [...] }` to the good matches and the skipped ones. Throws when the
 * envelope itself is wrong: then nothing of the answer can be trusted.
 */
export function parseMatchList(body: unknown): { matches: FeedMatch[]; errors: FeedMatchError[] } {
  const envelope = ListEnvelope.safeParse(body);
  if (!envelope.success) throw new Error(`not a match list: ${issuesOf(envelope.error)}`);
  const matches: FeedMatch[] = [];
  const errors: FeedMatchError[] = [];
  const seen = new Set<string>();
  envelope.data.matches.forEach((raw, index) => {
    const one = parseWireMatch(raw);
    // One match twice is the adapter's bug: the first is kept, the log shows the second.
    if (one.ok && seen.has(one.match.id)) {
      errors.push({ index, id: one.match.id, issues: 'the same match twice' });
    } else if (one.ok) {
      seen.add(one.match.id);
      matches.push(one.match);
    } else errors.push({ index, id: one.id, issues: one.issues });
  });
  return { matches, errors };
}

/**
 * `{ "match": {...} }` to the match. Throws on anything wrong: for one match there is
 * nothing else to keep, and the caller keeps the last good state of it.
 */
export function parseOneMatch(body: unknown, id: string): FeedMatch {
  const envelope = OneEnvelope.safeParse(body);
  if (!envelope.success) throw new Error(`not a match: ${issuesOf(envelope.error)}`);
  const one = parseWireMatch(envelope.data.match);
  if (!one.ok) throw new Error(`match ${one.id ?? id} is malformed: ${one.issues}`);
  if (one.match.id !== id) throw new Error(`asked for match ${id}, got ${one.match.id}`);
  return one.match;
}
