import { COOL_OFF_HOURS, SELF_EXCLUSION_MONTHS } from '@gamehall/contract';

export type CoolOffHours = (typeof COOL_OFF_HOURS)[number];
export type ExclusionMonths = (typeof SELF_EXCLUSION_MONTHS)[number];
/** A self-exclusion's length as the select holds it: months, or permanent. */
export type ExclusionLength = ExclusionMonths | 'permanent';

export const EXCLUSION_LENGTHS: readonly ExclusionLength[] = [
  ...SELF_EXCLUSION_MONTHS,
  'permanent',
];

/** The select's value back to a length the contract takes (the first one when unknown). */
export const coolOffOf = (value: string): CoolOffHours =>
  COOL_OFF_HOURS.find((h) => String(h) === value) ?? COOL_OFF_HOURS[0];

export const exclusionOf = (value: string): ExclusionLength =>
  EXCLUSION_LENGTHS.find((m) => String(m) === value) ?? EXCLUSION_LENGTHS[0] ?? 'permanent';

/** When a cool-off of `hours` asked for at `now` ends. */
export const coolOffEnds = (now: Date, hours: CoolOffHours) =>
  new Date(now.getTime() + hours * 3_600_000);

/**
 * When a self-exclusion of `months` asked for at `now` ends: the same day and time that
 * many calendar months on, or that month's last day when it is shorter (31 August + 6
 * months is 28 or 29 February). The server's answer has the last word.
 */
export function exclusionEnds(now: Date, months: ExclusionMonths): Date {
  const end = new Date(now.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
