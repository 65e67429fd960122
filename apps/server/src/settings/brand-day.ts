import { type SQL, sql } from 'drizzle-orm';

/** The brand's time zone as SQL: the site setting's, or UTC before the brand is seeded. */
export const brandZone = sql`coalesce((SELECT value->>'timeZone' FROM settings WHERE key = 'site'), 'UTC')`;

/** The brand's calendar day of a timestamp (its days are the reports' and the payouts'). */
export const brandDayOf = (at: SQL) => sql`(${at} AT TIME ZONE ${brandZone})::date`;

/** The instant the brand's day `day` (YYYY-MM-DD) begins. */
export const brandDayStart = (day: string) =>
  sql`(${day}::date::timestamp AT TIME ZONE ${brandZone})`;

/** The instant after the brand's day `day` ends (the next day's start). */
export const brandDayEnd = (day: string) =>
  sql`((${day}::date + 1)::timestamp AT TIME ZONE ${brandZone})`;
