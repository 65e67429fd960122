import { sql } from 'drizzle-orm';

/**
 * The catalogue's names as other modules may join them (docs/architecture.md "Tables"):
 * `${gamesView} g` — g.vendor_code, g.game_code, g.name, g.category — and
 * `${vendorsView} v` — v.code, v.display_name. Disabled games and vendors are included, so
 * an old round keeps its name.
 */
export const gamesView = sql`(SELECT vendor_code, game_code, name, category FROM games)`;
export const vendorsView = sql`(SELECT code, display_name FROM vendors)`;
