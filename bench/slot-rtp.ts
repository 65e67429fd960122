/**
 * In-house slots: each title played for BENCH_SPINS paid rounds (default 10,000,000, free
 * spins included in each round) on one core with the fast seeded source, its simulated
 * RTP set beside the declared one (target: within ±0.3 percentage points), with the hit
 * frequency and the spread of a round's win. Beside it, in the same run, the same engine
 * fed by the provably fair HMAC-SHA256 source the server uses (BENCH_FAIR_SPINS rounds,
 * default 200,000, a fresh nonce each), as the baseline: rounds/s and their ratio.
 */
import {
  fairStopSource,
  playSlotRound,
  type SlotModel,
  type StopSource,
  seededStopSource,
  slotMath,
  slotModels,
} from '@gamehall/games';

const rounds = Number(process.env.BENCH_SPINS ?? 10_000_000);
const fairRounds = Number(process.env.BENCH_FAIR_SPINS ?? 200_000);
const TOLERANCE_PP = 0.3;

interface Run {
  perSecond: number;
  rtp: number;
  hitRate: number;
  sd: number;
  topWin: number;
  capped: number;
  spins: number;
}

function play(model: SlotModel, count: number, sourceOf: (i: number) => StopSource): Run {
  const bet = model.betLevels[0] as number;
  let won = 0;
  let squares = 0;
  let hits = 0;
  let topWin = 0;
  let capped = 0;
  let spins = 0;
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const round = playSlotRound(model, bet, sourceOf(i));
    const x = round.totalWin / bet;
    won += x;
    squares += x * x;
    if (x > 0) hits++;
    if (x > topWin) topWin = x;
    if (round.capped) capped++;
    spins += round.spins.length;
  }
  const seconds = (performance.now() - start) / 1000;
  const rtp = won / count;
  const sd = Math.sqrt(squares / count - rtp * rtp);
  return { perSecond: count / seconds, rtp, hitRate: hits / count, sd, topWin, capped, spins };
}

const pct = (x: number, digits = 3) => `${(x * 100).toFixed(digits)}%`;
const int = (x: number) => Math.round(x).toLocaleString('en-US');

export async function slotRtp() {
  const results = [];
  for (const model of Object.values(slotModels)) {
    const exact = slotMath(model);
    const seeded = seededStopSource(2_024);
    const fast = play(model, rounds, () => seeded);
    const fair = play(model, fairRounds, (nonce) =>
      fairStopSource({ serverSeed: 'bench-server-seed', clientSeed: 'bench', nonce }),
    );
    const diffPp = (fast.rtp - model.declaredRtp) * 100;
    const ok = Math.abs(diffPp) <= TOLERANCE_PP;
    const shape = `${model.reels.length}×${model.rows}, ${model.paylines.length} lines`;
    console.log(`${model.name} (${model.id}: ${shape})`);
    console.log(
      `  seeded source: ${int(rounds)} rounds (${int(fast.spins)} spins) at ` +
        `${int(fast.perSecond)} rounds/s`,
    );
    console.log(
      `  RTP simulated ${pct(fast.rtp)}, declared ${pct(model.declaredRtp, 2)} ` +
        `(exact ${pct(exact.rtp)}): ${diffPp >= 0 ? '+' : ''}${diffPp.toFixed(3)} pp, ` +
        `${ok ? 'within' : 'OUTSIDE'} ±${TOLERANCE_PP} pp (standard error ` +
        `${((fast.sd / Math.sqrt(rounds)) * 100).toFixed(3)} pp)`,
    );
    console.log(
      `  hit frequency ${pct(fast.hitRate, 1)}, sd of win/bet ${fast.sd.toFixed(2)}, ` +
        `top win ${fast.topWin.toFixed(1)}×, ${fast.capped} rounds capped at ` +
        `${model.maxWinMultiple}×` +
        (exact.triggerChance ? `, free spins 1 in ${(1 / exact.triggerChance).toFixed(0)}` : ''),
    );
    console.log(
      `  baseline, provably fair HMAC source: ${int(fairRounds)} rounds at ` +
        `${int(fair.perSecond)} rounds/s, RTP ${pct(fair.rtp, 2)}; ` +
        `ratio seeded/fair ${(fast.perSecond / fair.perSecond).toFixed(0)}×`,
    );
    results.push({ id: model.id, fast, fair, diffPp, ok });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) await slotRtp();
