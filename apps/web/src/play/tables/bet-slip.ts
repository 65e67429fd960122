import { useState } from 'react';
import { toMinor } from '../money.ts';
import type { TableLimits } from './get-table-limits.ts';

/** Chip values a table offers (major units), cut to its limits. */
const DENOMINATIONS = [0.5, 1, 2, 5, 10, 25, 50, 100, 500, 1_000, 5_000];

/** The chips that fit the table: from its smallest spot minimum to its largest spot maximum. */
export function chipValues(limits: TableLimits): number[] {
  const ranges = Object.values(limits.perBet);
  if (ranges.length === 0) return [];
  const min = Math.min(...ranges.map((r) => r.min));
  const max = Math.min(limits.maxTotal, Math.max(...ranges.map((r) => r.max)));
  const fit = DENOMINATIONS.filter((chip) => chip >= min && chip <= max);
  return fit.length > 0 ? fit : [min];
}

/** One spot's chips; `type` is the table's bet type whose limits hold for it. */
export interface SlipEntry<K extends string = string> {
  key: K;
  type: string;
  /** Minor units: chips add up without float drift. */
  stake: number;
}

export type SlipRefusal =
  | { reason: 'belowMin' | 'aboveMax'; key: string; limit: number }
  | { reason: 'aboveTotal'; limit: number };

/**
 * The bets a player is building: chips added to spots in the order placed, the same spot
 * adding up (the server checks limits per spot too). A chip that would break a limit is
 * refused here with the limit, before any request.
 */
export function useBetSlip<K extends string>(limits: TableLimits) {
  const [entries, setEntries] = useState<SlipEntry<K>[]>([]);
  const total = entries.reduce((sum, e) => sum + e.stake, 0);

  const add = (key: K, type: string, chip: number): SlipRefusal | null => {
    const range = limits.perBet[type];
    const chipMinor = toMinor(chip);
    const onSpot = (entries.find((e) => e.key === key)?.stake ?? 0) + chipMinor;
    if (range && onSpot < toMinor(range.min)) return { reason: 'belowMin', key, limit: range.min };
    if (range && onSpot > toMinor(range.max)) return { reason: 'aboveMax', key, limit: range.max };
    if (total + chipMinor > toMinor(limits.maxTotal)) {
      return { reason: 'aboveTotal', limit: limits.maxTotal };
    }
    setEntries((list) =>
      list.some((e) => e.key === key)
        ? list.map((e) => (e.key === key ? { ...e, stake: e.stake + chipMinor } : e))
        : [...list, { key, type, stake: chipMinor }],
    );
    return null;
  };

  return {
    entries,
    /** Minor units. */
    total,
    add,
    remove: (key: K) => setEntries((list) => list.filter((e) => e.key !== key)),
    clear: () => setEntries([]),
  };
}
