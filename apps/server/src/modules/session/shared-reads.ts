import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether the site session of `id` is live at `now`, for a statement of another module
 * that must check it in the same breath (a vendor's launch token exchange). A game
 * launched before sessions were tied to games has none and counts as live.
 */
export const siteSessionLive = (id: SQL, now: Date) =>
  sql`(${id} IS NULL OR EXISTS (SELECT 1 FROM sessions s WHERE s.id = ${id}
    AND s.revoked_at IS NULL AND s.expires_at > ${now.toISOString()}))`;

/**
 * When the site session of `id` ended or ends: the earlier of its revocation and its
 * expiry (NULL when there is no such session).
 */
export const siteSessionEnd = (id: SQL) =>
  sql`(SELECT LEAST(s.revoked_at, s.expires_at) FROM sessions s WHERE s.id = ${id})`;
