import { COOL_OFF_HOURS, LOOSEN_DELAY_HOURS, type ProtectionChange } from '@gamehall/contract';

/*
 * The rules of a change (decision 039), apart from the database: a limit tightened takes
 * effect at once, one loosened (raised or removed) after LOOSEN_DELAY_HOURS; an exclusion
 * may only be followed by one that ends later.
 */

const HOUR_MS = 3_600_000;

/** A limit row as kept: the value in force, and a loosening waiting until `pendingFrom`. */
export interface LimitState {
  value: bigint | null;
  pendingValue: bigint | null;
  pendingFrom: Date | null;
}

export const NO_LIMIT: LimitState = { value: null, pendingValue: null, pendingFrom: null };

/** The state at `now`: a loosening whose time has come is the limit. */
export function current(s: LimitState, now: Date): LimitState {
  if (s.pendingFrom && s.pendingFrom.getTime() <= now.getTime()) {
    return { value: s.pendingValue, pendingValue: null, pendingFrom: null };
  }
  return s;
}

/** Null (no limit) is looser than any amount. */
const looser = (a: bigint | null, than: bigint | null) => than !== null && (a === null || a > than);

/**
 * A limit set to `next`: tighter (or equal) replaces it at once and drops a waiting
 * loosening; looser waits a day, replacing a loosening that waited already (its day starts
 * again, so asking twice never hurries it).
 */
export function setLimit(s: LimitState, next: bigint | null, now: Date): LimitState {
  const at = current(s, now);
  if (!looser(next, at.value)) return { value: next, pendingValue: null, pendingFrom: null };
  return {
    value: at.value,
    pendingValue: next,
    pendingFrom: new Date(now.getTime() + LOOSEN_DELAY_HOURS * HOUR_MS),
  };
}

/** When an exclusion asked for ends (null: permanent). */
export function exclusionEnd(
  change: Extract<ProtectionChange, { what: 'cool-off' | 'self-exclusion' }>,
  now: Date,
): Date | null {
  if (change.what === 'cool-off') {
    if (!COOL_OFF_HOURS.includes(change.hours)) throw new Error('not a cool-off length');
    return new Date(now.getTime() + change.hours * HOUR_MS);
  }
  if (change.months === null) return null;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + change.months);
  return end;
}

/** Whether an exclusion ending at `next` may follow one ending at `current` (null: never). */
export const endsLater = (next: Date | null, current: Date | null) =>
  current !== null && (next === null || next.getTime() > current.getTime());
