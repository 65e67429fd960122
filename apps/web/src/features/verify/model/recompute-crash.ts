import { crashPoint, onChain, previousHash } from '@gamehall/games';

/** How far back a round hash is followed towards the terminating hash: a chain's length. */
export const CHAIN_STEPS = 10_000;

const HASH = /^[0-9a-f]{64}$/;

export interface CrashInput {
  hash: string;
  salt: string;
  /** The chain's published terminating hash; '' to skip the chain check. */
  terminatingHash: string;
}

export interface CrashCheck {
  crashPoint: number;
  /** Whether the hash leads to the terminating hash; null when none was given. */
  onChain: boolean | null;
  /** The hash of the round played before this one, to check it next. */
  previous: string;
}

/** The fields as the page uses them: hex in lower case, no spaces around. */
export const normalised = (input: CrashInput): CrashInput => ({
  hash: input.hash.trim().toLowerCase(),
  salt: input.salt.trim(),
  terminatingHash: input.terminatingHash.trim().toLowerCase(),
});

export const isCrashInput = (input: CrashInput) =>
  HASH.test(input.hash) &&
  input.salt !== '' &&
  (input.terminatingHash === '' || HASH.test(input.terminatingHash));

/**
 * A crash round recomputed in the browser by the server's own code: its crash point from
 * its hash and the chain's salt, and whether hashing it again and again reaches the
 * chain's terminating hash within a chain's length.
 */
export function recomputeCrash(input: CrashInput): CrashCheck {
  return {
    crashPoint: crashPoint(input.hash, input.salt),
    onChain: input.terminatingHash ? onChain(input.hash, input.terminatingHash, CHAIN_STEPS) : null,
    previous: previousHash(input.hash),
  };
}
