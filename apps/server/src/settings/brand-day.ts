import { type SQL, sql } from 'drizzle-orm';

/*
 * The brand's day in SQL, for a statement that must compute it where it runs (the posting
 * statement files each transaction under the brand's day of its own clock). A query over a
 * range of the brand's days gets its bounds from lib/time-zone.ts instead, with the zone
 * from `app.settings`, as plain timestamptz parameters.
 */

/** The brand's time zone as SQL: the site setting's, or UTC before the brand is seeded. */
const brandZone = sql`coalesce((SELECT value->>'timeZone' FROM settings WHERE key = 'site'), 'UTC')`;

/** The brand's calendar day of a timestamp (its days are the reports' and the payouts'). */
export const brandDayOf = (at: SQL) => sql`(${at} AT TIME ZONE ${brandZone})::date`;

/** The instant the brand's calendar day `day` (an SQL date) begins. */
export const brandDayStart = (day: SQL) => sql`((${day})::timestamp AT TIME ZONE ${brandZone})`;
