import { MAX_CHASE_DRAWS, MAX_SLIP_BETS } from '@gamehall/contract';
import { useCallback, useMemo, useState } from 'react';
import {
  type ChaseFill,
  chaseMultipliers,
  resizeMultipliers,
  type SlipBet,
} from '../model/chase.ts';
import { readWhole } from '../model/preview.ts';

/** The chase panel as typed: draws and each draw's multiplier are still text. */
export interface ChaseForm {
  on: boolean;
  draws: string;
  start: string;
  multipliers: string[];
  stopOnWin: boolean;
}

const FIRST_CHASE = 5;

const initialChase: ChaseForm = {
  on: false,
  draws: String(FIRST_CHASE),
  start: '1',
  multipliers: Array<string>(FIRST_CHASE).fill('1'),
  stopOnWin: true,
};

/** The chase as it is sent, or why it cannot be. */
export type ChaseReading =
  | { ok: true; draws: number; multipliers: number[]; stopOnWin: boolean }
  | { ok: false; problem: 'draws' | 'multiplier' };

/** Reads the chase form against the game's limits (draws 2…maxDraws, multipliers 1…max). */
export function readChase(form: ChaseForm, maxDraws: number, maxMultiplier: number): ChaseReading {
  const draws = readWhole(form.draws);
  if (!(draws >= 2 && draws <= maxDraws)) return { ok: false, problem: 'draws' };
  const multipliers = form.multipliers.slice(0, draws).map(readWhole);
  if (multipliers.length !== draws || !multipliers.every((m) => m >= 1 && m <= maxMultiplier)) {
    return { ok: false, problem: 'multiplier' };
  }
  return { ok: true, draws, multipliers, stopOnWin: form.stopOnWin };
}

/** The slip: the bets added from the board, and the chase that may follow them. */
export function useSlip() {
  const [bets, setBets] = useState<SlipBet[]>([]);
  const [chase, setChaseForm] = useState<ChaseForm>(initialChase);

  const add = useCallback(
    (bet: SlipBet) => setBets((all) => (all.length < MAX_SLIP_BETS ? [...all, bet] : all)),
    [],
  );
  const remove = useCallback(
    (key: string) => setBets((all) => all.filter((b) => b.key !== key)),
    [],
  );
  const clear = useCallback(() => setBets([]), []);

  const setChase = useCallback((change: Partial<ChaseForm>) => {
    setChaseForm((form) => {
      const next = { ...form, ...change };
      const draws = readWhole(next.draws);
      // The per-draw list follows the number of draws, keeping what was typed.
      if (draws >= 1 && draws <= MAX_CHASE_DRAWS && draws !== next.multipliers.length) {
        const kept = next.multipliers.map((m) => readWhole(m) || 1);
        next.multipliers = resizeMultipliers(kept, draws).map(String);
      }
      return next;
    });
  }, []);

  const fill = useCallback((how: ChaseFill, maxMultiplier: number) => {
    setChaseForm((form) => {
      const draws = readWhole(form.draws);
      const start = readWhole(form.start);
      if (!(draws >= 1 && start >= 1)) return form;
      const filled = chaseMultipliers(how, draws, Math.min(start, maxMultiplier), maxMultiplier);
      return { ...form, multipliers: filled.map(String) };
    });
  }, []);

  return useMemo(
    () => ({ bets, add, remove, clear, chase, setChase, fill, full: bets.length >= MAX_SLIP_BETS }),
    [bets, add, remove, clear, chase, setChase, fill],
  );
}

export type Slip = ReturnType<typeof useSlip>;
