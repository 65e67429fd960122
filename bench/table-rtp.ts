/**
 * The live tables and the fish game, simulated: each live table dealt BENCH_TABLE_ROUNDS
 * rounds (default 10,000,000) from a fast seeded source with one unit on every spot of the
 * board, and each fish species shot BENCH_FISH_SHOTS times (default 10,000,000). Per bet
 * type it prints the simulated house edge pooled over the type's spots beside the declared
 * one (the paytable states the worst spot's edge, so a pooled figure may sit below it when
 * a type's spots differ: sic bo's totals, a cockfight's sides), the standard error, and
 * whether every spot stays within the declared edge (within ±0.3 pp or 3 standard errors).
 * The exact figures come from enumeration in each engine's tests; niu niu's equal bet
 * (2.50 % by symmetry) and the fish game's 96 % are checked here against ±0.3 pp. Beside
 * it, the same engines on the provably fair HMAC source as the baseline: rounds/s and the
 * ratio.
 */
import {
  dealLive,
  FISH_RTP_BP,
  FISH_SPECIES,
  killThreshold,
  LIVE_ENGINES,
  type LiveTableEngine,
} from '@gamehall/games';
import { mulberry32 } from '../packages/games/src/tables/testing/mulberry32.ts';

const rounds = Number(process.env.BENCH_TABLE_ROUNDS ?? 10_000_000);
const fairRounds = Number(process.env.BENCH_TABLE_FAIR_ROUNDS ?? 100_000);
const shots = Number(process.env.BENCH_FISH_SHOTS ?? 10_000_000);
const TOLERANCE_PP = 0.3;
const UNIT = 100n;

interface SpotRun {
  back: number;
  squares: number;
}

// biome-ignore lint/suspicious/noExplicitAny: every engine has its own outcome type
function simulate(engine: LiveTableEngine<any>, count: number, next: () => number) {
  const spots = new Map<string, SpotRun>(engine.spots.map((s) => [s, { back: 0, squares: 0 }]));
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const u = Array.from({ length: engine.uniforms }, next);
    const outcome = engine.dealFrom(u, engine.card?.(engine.id, i + 1));
    for (const [spot, run] of spots) {
      const x = Number(engine.settle(spot, UNIT, outcome)) / 100;
      run.back += x;
      run.squares += x * x;
    }
  }
  return { spots, perSecond: count / ((performance.now() - start) / 1000) };
}

const pp = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(3)} pp`;

export async function tableRtp() {
  for (const engine of Object.values(LIVE_ENGINES)) {
    // A table where players decide returns what their decisions make: its edges come with
    // a strategy, in its own tests (three card poker exactly, casino hold'em simulated).
    if ('decisionTypes' in engine) {
      console.log(`${engine.id}: players decide; edges with a strategy in its tests`);
      continue;
    }
    const fast = simulate(engine, rounds, mulberry32(2_026));
    let nonce = 0;
    const startFair = performance.now();
    for (let i = 0; i < fairRounds; i++) {
      dealLive(engine, { serverSeed: 'bench-server-seed', clientSeed: engine.id, nonce: nonce++ });
    }
    const fairPerSecond = fairRounds / ((performance.now() - startFair) / 1000);
    console.log(
      `${engine.id}: ${rounds.toLocaleString('en-US')} rounds at ${Math.round(fast.perSecond).toLocaleString('en-US')} rounds/s`,
    );
    for (const type of engine.betTypes) {
      const mine = engine.spots.filter((s) => engine.readType(s)?.type === type);
      const runs = mine.map((s) => fast.spots.get(s) as SpotRun);
      const declared = engine.paytable[type]?.houseEdge ?? 0;
      const edgeOf = (r: SpotRun) => (1 - r.back / rounds) * 100;
      const seOf = (r: SpotRun) =>
        (Math.sqrt(r.squares / rounds - (r.back / rounds) ** 2) / Math.sqrt(rounds)) * 100;
      const pooledBack = runs.reduce((s, r) => s + r.back, 0) / (rounds * runs.length);
      const pooled = (1 - pooledBack) * 100;
      const within = runs.every((r) => edgeOf(r) <= declared + Math.max(TOLERANCE_PP, 3 * seOf(r)));
      const worst = Math.max(...runs.map(edgeOf));
      console.log(
        `  ${type.padEnd(10)} declared ${declared.toFixed(2)} %, simulated pooled ${pooled.toFixed(3)} % ` +
          `(worst spot ${worst.toFixed(3)} %, ${pp(worst - declared)}, se ${Math.max(...runs.map(seOf)).toFixed(3)} pp): ` +
          `${within ? 'every spot within' : 'A SPOT ABOVE'} the declared edge`,
      );
    }
    console.log(
      `  baseline, provably fair HMAC source: ${fairRounds.toLocaleString('en-US')} rounds at ` +
        `${Math.round(fairPerSecond).toLocaleString('en-US')} rounds/s; ratio seeded/fair ` +
        `${(fast.perSecond / fairPerSecond).toFixed(1)}×`,
    );
  }
  const next = mulberry32(7);
  const declared = FISH_RTP_BP / 100;
  console.log(
    `fish: ${shots.toLocaleString('en-US')} shots per species, declared RTP ${declared.toFixed(2)} %`,
  );
  let allBack = 0;
  for (const { id, multiplier } of FISH_SPECIES) {
    const t = killThreshold(multiplier);
    let kills = 0;
    for (let i = 0; i < shots; i++) if (Math.floor(next() * 2 ** 32) < t) kills++;
    const rtp = (kills * multiplier) / shots;
    allBack += rtp;
    const se = (Math.sqrt((t / 2 ** 32) * (1 - t / 2 ** 32)) * multiplier) / Math.sqrt(shots);
    console.log(
      `  ${id.padEnd(10)} ×${String(multiplier).padEnd(3)} simulated ${(rtp * 100).toFixed(3)} % (${pp(rtp * 100 - declared)}, se ${(se * 100).toFixed(3)} pp)`,
    );
  }
  const pooled = (allBack / FISH_SPECIES.length) * 100;
  const ok = Math.abs(pooled - declared) <= TOLERANCE_PP;
  console.log(
    `  all species pooled ${pooled.toFixed(3)} %: ${pp(pooled - declared)}, ${ok ? 'within' : 'OUTSIDE'} ±${TOLERANCE_PP} pp`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await tableRtp();
