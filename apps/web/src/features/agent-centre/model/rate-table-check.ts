import { type ContractKind, type ContractTerms, MAX_AMOUNT, TIER_FIELDS } from '@gamehall/contract';

/*
 * A rate table as the editor holds it (each figure as typed), checked the way the server
 * checks it (apps/server/src/modules/agent/settlement-math.ts `tableProblem`), so a table
 * it would refuse is refused here first, with the cell or the tiers at fault named.
 */

export type Tier = ContractTerms['tiers'][number];
export type Period = ContractTerms['period'];

/**
 * One tier as typed: text, turned into numbers once the table is right. A contract type
 * reads only its own fields (`fieldsOf`): a dividend's valid bet, real-time salary's loss
 * rate (and no active members).
 */
export interface TierText {
  minVolume: string;
  minActive: string;
  rate: string;
  minValidBet: string;
  lossRate: string;
}

export type TierField = keyof TierText;

/** The fields a tier of this contract type holds, in the order a tier reads. */
export const fieldsOf = (kind: ContractKind): readonly TierField[] => TIER_FIELDS[kind];

/** A rate table being written: its tiers as typed, and its payout period. */
export interface RateTableDraft {
  tiers: TierText[];
  period: Period;
}

/** Why a cell or the table cannot be sent: an i18n key and its values. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

export interface TableCheck {
  /** Each tier's cells that are wrong, in the table's order. */
  cells: Partial<Record<TierField, Problem>>[];
  /** What is wrong with the table as a whole (its size, a later tier paying less). */
  table: Problem | null;
  /** The tiers as the wire takes them, when nothing is wrong. */
  tiers: Tier[] | null;
}

/** The contract's bounds (packages/contract ContractTier and ContractTerms). */
export const MAX_TIERS = 20;
export const MAX_RATE = 50;
export const MAX_ACTIVE = 1_000_000;

/** A tier added to a table: every figure still to be typed. */
export const blankTier = (): TierText => ({
  minVolume: '',
  minActive: '',
  rate: '',
  minValidBet: '',
  lossRate: '',
});

/** A new table: one tier reached from nothing, its rates still to be typed. */
export const newRateTable = (period: Period = 'D'): RateTableDraft => ({
  tiers: [{ minVolume: '0', minActive: '0', rate: '', minValidBet: '0', lossRate: '' }],
  period,
});

/** A bound as the site writes figures (1,000,000). */
const count = (n: number) => n.toLocaleString('en-US');

const DECIMAL = /^\d+(?:\.\d+)?$/;
const NEGATIVE = /^-\d+(?:\.\d+)?$/;
const TWO_PLACES = /^\d+(?:\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** What a cell takes beyond a number of 0 or more: its form, and its highest value. */
interface CellRule {
  form: RegExp;
  /** The problem of a number not of that form. */
  formProblem: Problem;
  max: number;
  /** The problem of a number above `max` (and of a negative one, when it is not the usual). */
  overProblem: Problem;
  negativeProblem?: Problem;
}

const RATE_RANGE: Problem = { key: 'ac_err_rate', values: { max: MAX_RATE } };

const AMOUNT: CellRule = {
  form: TWO_PLACES,
  formProblem: { key: 'ac_err_places' },
  max: MAX_AMOUNT,
  overProblem: { key: 'ac_err_max', values: { max: count(MAX_AMOUNT) } },
};

const RATE: CellRule = {
  form: TWO_PLACES,
  formProblem: { key: 'ac_err_places' },
  max: MAX_RATE,
  overProblem: RATE_RANGE,
  negativeProblem: RATE_RANGE,
};

const RULES: Record<TierField, CellRule> = {
  minVolume: AMOUNT,
  minValidBet: AMOUNT,
  minActive: {
    form: WHOLE,
    formProblem: { key: 'ac_err_whole' },
    max: MAX_ACTIVE,
    overProblem: { key: 'ac_err_max', values: { max: count(MAX_ACTIVE) } },
  },
  rate: RATE,
  lossRate: RATE,
};

/** What is wrong with one cell: present, a number, not negative, of its form, within its bound. */
function cellProblem(text: string, rule: CellRule): Problem | null {
  if (text === '') return { key: 'ac_err_required' };
  if (NEGATIVE.test(text)) return rule.negativeProblem ?? { key: 'ac_err_negative' };
  if (!DECIMAL.test(text)) return { key: 'ac_err_number' };
  if (!rule.form.test(text)) return rule.formProblem;
  return Number(text) > rule.max ? rule.overProblem : null;
}

/** A typed tier as the wire takes it: the contract type's fields only. */
function tierOf(kind: ContractKind, row: TierText): Tier {
  const fields = fieldsOf(kind);
  const value = (field: TierField) => Number(row[field].trim());
  return {
    minVolume: value('minVolume'),
    minActive: fields.includes('minActive') ? value('minActive') : 0,
    rate: value('rate'),
    ...(fields.includes('minValidBet') ? { minValidBet: value('minValidBet') } : {}),
    ...(fields.includes('lossRate') ? { lossRate: value('lossRate') } : {}),
  };
}

// Compared as the server stores them: minor units and basis points.
const minor = (amount = 0) => Math.round(amount * 100);
const bp = (rate: number) => Math.round(rate * 100);

/** Whether `b` is reached whenever `a` is (each of its minimums at most a's). */
const reachedWith = (a: Tier, b: Tier) =>
  minor(b.minVolume) <= minor(a.minVolume) &&
  b.minActive <= a.minActive &&
  minor(b.minValidBet) <= minor(a.minValidBet);

/** Whether `b` pays more than `a` at either rate. */
const paysMore = (a: Tier, b: Tier) =>
  bp(b.rate) > bp(a.rate) || bp(b.lossRate ?? b.rate) > bp(a.lossRate ?? a.rate);

/**
 * What is wrong with a typed table of a contract type, if anything: each of the type's
 * cells (present, a number of 0 or more; a whole number of members; a rate from 0 to 50
 * with at most two decimals), then the table (1 to 20 tiers, and a tier reached whenever
 * another is never pays less than it, at either rate: a later tier never pays less).
 */
export function checkTable(kind: ContractKind, rows: readonly TierText[]): TableCheck {
  const fields = fieldsOf(kind);
  const cells = rows.map((row) => {
    const wrong: Partial<Record<TierField, Problem>> = {};
    for (const field of fields) {
      const problem = cellProblem(row[field].trim(), RULES[field]);
      if (problem) wrong[field] = problem;
    }
    return wrong;
  });
  if (rows.length === 0 || rows.length > MAX_TIERS) {
    return { cells, table: { key: 'ac_err_tier_count', values: { max: MAX_TIERS } }, tiers: null };
  }
  if (cells.some((wrong) => Object.keys(wrong).length > 0)) {
    return { cells, table: null, tiers: null };
  }
  const tiers = rows.map((row) => tierOf(kind, row));
  for (const [i, a] of tiers.entries()) {
    for (const [j, b] of tiers.entries()) {
      // b is reached whenever a is: a, reached later, may not pay less.
      if (reachedWith(a, b) && paysMore(a, b)) {
        return {
          cells,
          table: { key: 'ac_err_tier_order', values: { later: i + 1, earlier: j + 1 } },
          tiers: null,
        };
      }
    }
  }
  return { cells, table: null, tiers };
}

/** The terms a draft stands for, when its table is right; null while anything is wrong. */
export function draftTerms(kind: ContractKind, draft: RateTableDraft): ContractTerms | null {
  const { tiers } = checkTable(kind, draft.tiers);
  return tiers && { tiers, period: draft.period };
}
