import { type SQL, sql } from 'drizzle-orm';

/** The brand's time zone as SQL: the site setting's, or UTC before the brand is seeded. */
export const brandZone = sql`coalesce((SELECT value->>'timeZone' FROM settings WHERE key = 'site'), 'UTC')`;

/** The brand's calendar day of a timestamp (its days are the reports' and the payouts'). */
export const brandDayOf = (at: SQL) => sql`(${at} AT TIME ZONE ${brandZone})::date`;
