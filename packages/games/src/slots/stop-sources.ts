import { type FairInput, floats } from '../fair/outcomes.ts';

/**
 * Where reel stops come from. A round draws one stop per reel, left to right, for the base
 * spin and then for each free spin in play order; `draw(n)` returns a whole number in
 * [0, n), n being that reel's strip length. Nothing else in a round consumes randomness,
 * so the i-th draw of a round is always the stop of the same spin and reel.
 */
export interface StopSource {
  draw(n: number): number;
}

/**
 * The provably fair source: the i-th draw (from 0) is floor(f_i × n), f_i being the i-th
 * float of `floats(input, …)` (HMAC-SHA256(serverSeed, `clientSeed:nonce:round`), 4 bytes
 * per float, 8 floats per HMAC round) — the same mapping as `integers`. A verifier replays
 * a round from its seeds alone: f_0…f_(R-1) are the base spin's stops, the next R the
 * first free spin's, and so on.
 */
export function fairStopSource(input: FairInput): StopSource {
  // `floats` restarts its stream on every call, so the buffer grows by doubling: a round
  // of k draws costs under 2k floats, and a base spin alone one HMAC round.
  let buffer = floats(input, 8);
  let next = 0;
  return {
    draw(n: number) {
      if (next === buffer.length) buffer = floats(input, buffer.length * 2);
      return Math.floor((buffer[next++] as number) * n);
    },
  };
}

/** Replays given stops in order: fixed-stop tests, and re-showing a recorded round. */
export function scriptedStopSource(stops: readonly number[]): StopSource {
  let next = 0;
  return {
    draw(n: number) {
      const stop = stops[next++];
      if (stop === undefined) throw new RangeError(`only ${stops.length} stops were scripted`);
      if (stop >= n) throw new RangeError(`stop ${stop} is off a reel of ${n}`);
      return stop;
    },
  };
}

/**
 * A fast seeded source for simulations, never for real money: sfc32 (Chris Doty-Humphrey's
 * small fast counting generator, 128-bit state, passes PractRand) seeded from a 32-bit
 * number, mapped to [0, n) like the fair source.
 */
export function seededStopSource(seed: number): StopSource {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed | 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first outputs still show the seed's structure; the author advises skipping them.
  for (let i = 0; i < 15; i++) next();
  return { draw: (n: number) => Math.floor((next() / 2 ** 32) * n) };
}
