import type { Exclusion, LimitKind, LimitPeriod } from '@gamehall/contract';
import type { TFunction } from 'i18next';
import type * as z from 'zod/mini';
import type { Format } from '../../lib/format.ts';

/** "Deposit · day": what a limit counts and over which period. */
export const limitName = (t: TFunction, kind: LimitKind, period: LimitPeriod) =>
  t('cs_prot_limit_name', {
    kind: t(`cs_prot_kind_${kind.toLowerCase()}`),
    period: t(`cs_prot_period_${period.toLowerCase()}`),
  });

/** A break as staff read it: its kind, since when, and its end or that it is permanent. */
export const exclusionText = (t: TFunction, format: Format, e: z.infer<typeof Exclusion>) =>
  e.until
    ? t('cs_prot_break_until', {
        kind: t(`cs_prot_break_${e.kind.toLowerCase()}`),
        until: format.dateTime(e.until),
      })
    : t('cs_prot_break_permanent', { kind: t(`cs_prot_break_${e.kind.toLowerCase()}`) });

/** A cool-off's length: hours under a week, weeks from one. */
export const coolOffText = (t: TFunction, hours: number) =>
  hours < 168 ? t('cs_prot_hours', { count: hours }) : t('cs_prot_weeks', { count: hours / 168 });

/** A self-exclusion's length: months, or permanent (null). */
export const selfExclusionText = (t: TFunction, months: number | null) =>
  months === null ? t('cs_prot_permanent') : t('cs_prot_months', { count: months });

/** Minutes as "60 min", or the word for none. */
export const minutesText = (t: TFunction, minutes: number | null) =>
  minutes === null ? t('cs_prot_no_limit') : t('cs_prot_minutes', { count: minutes });
