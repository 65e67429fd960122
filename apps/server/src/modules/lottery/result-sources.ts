import type { RegionalLotteryResult } from '@gamehall/games';
import type { Db } from '../../db/client.ts';
import type { DrawRow } from './draws-repo.ts';
import { dueDraws } from './draws-repo.ts';
import { resultOf } from './draws-service.ts';
import { REGIONAL_GAMES, type RegionalGame, regionalGame } from './games.ts';
import { enterResult } from './results-service.ts';

/**
 * Where a regional draw's official result comes from when no one enters it (decision 032):
 * asked by the draws job for each draw past its time without a result. Null: not known
 * yet (asked again on the next tick). What it answers is checked and recorded like an
 * operator's entry (`enterResult`), corrections included.
 */
export interface ResultSource {
  name: 'FEED' | 'DEMO';
  resultOf(game: RegionalGame, draw: DrawRow): Promise<string[][] | null>;
}

/** A development site's results: made up from the draw's own seed by the fair core. */
export const demoSource: ResultSource = {
  name: 'DEMO',
  resultOf: async (game, draw) =>
    [...(resultOf(game, draw) as RegionalLotteryResult).prizes].map((t) => [...t]),
};

/**
 * An official feed over HTTP (docs/lottery-feed.md): GET the template with `{game}` and
 * `{issue}` filled in; 200 with `{ "prizes": [["12345"], …] }` is the result, 404 means not
 * yet, anything else is an error (logged by the job, asked again next tick).
 */
export function feedSource(template: string, fetchFn: typeof fetch = fetch): ResultSource {
  return {
    name: 'FEED',
    async resultOf(game, draw) {
      const url = template
        .replaceAll('{game}', encodeURIComponent(game.code))
        .replaceAll('{issue}', encodeURIComponent(draw.issue));
      const res = await fetchFn(url, { signal: AbortSignal.timeout(10_000) });
      if (res.status === 404) return null;
      if (!res.ok)
        throw new Error(`lottery feed answered ${res.status} for ${game.code} ${draw.issue}`);
      const body = (await res.json()) as { prizes?: unknown };
      const prizes = body.prizes;
      const isTiers =
        Array.isArray(prizes) &&
        prizes.every((tier) => Array.isArray(tier) && tier.every((n) => typeof n === 'string'));
      if (!isTiers) throw new Error(`lottery feed sent no prizes for ${game.code} ${draw.issue}`);
      return prizes as string[][];
    },
  };
}

/** Regional draws asked per tick at most. */
const ASKED_PER_TICK = 20;

/**
 * Asks the source for every regional draw past its time without a result and records each
 * answer (its bets are settled by the same tick). Answers how many it recorded.
 */
export async function fetchDueResults(db: Db, source: ResultSource, now: Date) {
  const codes = REGIONAL_GAMES.map((g) => g.code);
  const due = await dueDraws(db, now, ASKED_PER_TICK, codes);
  let recorded = 0;
  for (const draw of due) {
    const game = regionalGame(draw.gameCode);
    if (!game) continue;
    const prizes = await source.resultOf(game, draw);
    if (!prizes) continue;
    await enterResult(db, { gameCode: game.code, issue: draw.issue, prizes }, now, source.name);
    recorded++;
  }
  return recorded;
}
