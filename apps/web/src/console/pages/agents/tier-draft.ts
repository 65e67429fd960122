import {
  type BodyOf,
  type Contract,
  type ContractKind,
  type ContractTier,
  opsSetHouseContract,
  type PAYOUT_PERIODS,
  TIER_FIELDS,
} from '@gamehall/contract';
import type { TFunction } from 'i18next';

/*
 * The house-contract form's model: a rate table as typed (text per field, so a half-typed
 * number stays as it is), turned into the call's body and checked with the call's own body
 * schema before it is sent — the server checks the same schema, and the table's rules.
 */

export type TierField = keyof ContractTier;
export type TierDraft = Record<TierField, string>;
export type Period = (typeof PAYOUT_PERIODS)[number];

export interface ContractDraft {
  kind: ContractKind;
  period: Period;
  tiers: TierDraft[];
}

/** Each tier field's label. */
export const TIER_FIELD_KEYS: Record<TierField, string> = {
  minVolume: 'cs_ag_min_volume',
  minValidBet: 'cs_ag_min_valid_bet',
  minActive: 'cs_ag_min_active',
  rate: 'cs_ag_rate',
  lossRate: 'cs_ag_loss_rate',
};

export const MAX_TIERS = 20;

export const blankTier = (): TierDraft => ({
  minVolume: '0',
  minValidBet: '0',
  minActive: '0',
  rate: '',
  lossRate: '',
});

/** The draft of a kind: the live contract's table when there is one, else one blank tier. */
export function draftOf(kind: ContractKind, live: Contract | undefined): ContractDraft {
  if (!live) return { kind, period: 'D', tiers: [blankTier()] };
  return {
    kind,
    period: live.terms.period,
    tiers: live.terms.tiers.map((tier) => ({
      minVolume: String(tier.minVolume),
      minValidBet: String(tier.minValidBet ?? 0),
      minActive: String(tier.minActive),
      rate: String(tier.rate),
      lossRate: String(tier.lossRate ?? ''),
    })),
  };
}

/** Text as a number; an empty field is no number (refused by the schema, never read as 0). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The call's body: each tier with its kind's fields only (real-time salary has no members). */
export function bodyOf(account: string, draft: ContractDraft): BodyOf<typeof opsSetHouseContract> {
  const fields: readonly TierField[] = TIER_FIELDS[draft.kind];
  const has = (f: TierField) => fields.includes(f);
  return {
    account,
    kind: draft.kind,
    terms: {
      period: draft.period,
      tiers: draft.tiers.map((d) => ({
        minVolume: numberOf(d.minVolume),
        minActive: has('minActive') ? numberOf(d.minActive) : 0,
        rate: numberOf(d.rate),
        ...(has('minValidBet') ? { minValidBet: numberOf(d.minValidBet) } : {}),
        ...(has('lossRate') ? { lossRate: numberOf(d.lossRate) } : {}),
      })),
    },
  };
}

/** What is wrong with the body by the call's schema, in words naming the tier; null if nothing. */
export function problemOf(t: TFunction, body: BodyOf<typeof opsSetHouseContract>) {
  const checked = opsSetHouseContract.body?.safeParse(body);
  if (!checked || checked.success) return null;
  const issue = checked.error.issues[0];
  if (!issue) return null;
  const [, , index, field] = issue.path;
  const problem =
    typeof index === 'number' && typeof field === 'string' && field in TIER_FIELD_KEYS
      ? t('cs_ag_field_problem', {
          n: index + 1,
          field: t(TIER_FIELD_KEYS[field as TierField]),
          message: issue.message,
        })
      : issue.message;
  return t('cs_ag_invalid', { problem });
}
