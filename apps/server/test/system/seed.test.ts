import { CatalogueFeed } from '@gamehall/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { games, settings, vendors } from '../../src/db/schema/index.ts';
import { demoFeed } from '../../src/seed/games.ts';
import { seedDatabase } from '../../src/seed/index.ts';
import { settingKeys } from '../../src/settings/schema.ts';
import { openTestDatabase } from '../helpers/database.ts';

const brandFile = `${repoRoot}/config/brand.json`;
const demoGames = () =>
  demoFeed().vendors.flatMap((v) => v.games.map((g) => ({ vendor: v.code, ...g })));

describe('seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const counts = async () => {
    const [g] = await database.db.select({ n: count() }).from(games);
    const [v] = await database.db.select({ n: count() }).from(vendors);
    const [s] = await database.db.select({ n: count() }).from(settings);
    return { games: g?.n, vendors: v?.n, settings: s?.n };
  };

  it('first start copies every brand key and writes the demo catalogue', async () => {
    const result = await seedDatabase(database.db, brandFile);
    expect(result.settingsAdded).toEqual(settingKeys);
    expect(result.demoSeeded).toBe(true);
    const c = await counts();
    // Product §9: a catalogue of nearly 10,000 games.
    expect(c.games).toBeGreaterThanOrEqual(9_500);
    expect(c.games).toBeLessThanOrEqual(10_500);
  });

  it('a second start changes nothing and keeps operator edits', async () => {
    await database.db
      .update(settings)
      .set({ value: { gtagId: 'G-OPERATOR' } })
      .where(eq(settings.key, 'analytics'));
    const before = await counts();
    const again = await seedDatabase(database.db, brandFile);
    expect(again).toEqual({ settingsAdded: [], demoSeeded: false });
    expect(await counts()).toEqual(before);
    const [row] = await database.db.select().from(settings).where(eq(settings.key, 'analytics'));
    expect(row?.value).toEqual({ gtagId: 'G-OPERATOR' });
  });

  it('a key added to brand.json later is filled in without touching the rest', async () => {
    await database.db.delete(settings).where(eq(settings.key, 'resources'));
    const result = await seedDatabase(database.db, brandFile);
    expect(result.settingsAdded).toEqual(['resources']);
  });

  it('does not need the brand file once every key is stored', async () => {
    await expect(seedDatabase(database.db, '/nonexistent/brand.json')).resolves.toBeTruthy();
  });

  it('two instances starting together seed once', async () => {
    const fresh = await openTestDatabase();
    try {
      const results = await Promise.all([
        seedDatabase(fresh.db, brandFile),
        seedDatabase(fresh.db, brandFile),
      ]);
      expect(results.filter((r) => r.demoSeeded)).toHaveLength(1);
      const [g] = await fresh.db.select({ n: count() }).from(games);
      expect(g?.n).toBe(demoGames().length);
    } finally {
      await fresh.close();
    }
  });

  it('generates the same titles every time, unique per vendor, a valid feed', () => {
    const a = demoGames();
    expect(demoGames()).toEqual(a);
    expect(CatalogueFeed.safeParse(demoFeed()).success).toBe(true);
    const keys = new Set(a.map((g) => `${g.vendor}/${g.gameCode}`));
    expect(keys.size).toBe(a.length);
    const names = new Set(a.map((g) => `${g.vendor}/${g.name}`));
    expect(names.size).toBe(a.length);
    expect(a.some((g) => g.gameClassify === 'Crash')).toBe(true);
    expect(a.some((g) => g.supportPlay === 0)).toBe(true);
  });

  it('stored games carry the artwork this server draws', async () => {
    const rows = await database.db
      .select({ v: games.vendorCode, c: games.gameCode, icon: games.iconUrl })
      .from(games);
    for (const r of rows) expect(r.icon).toBe(`/media/game/${r.v}/${r.c}.svg`);
  });

  it('vendor names are unique and every vendor has games', async () => {
    const rows = await database.db.execute(
      sql`select v.code from vendors v left join games g on g.vendor_code = v.code group by v.code having count(g.id) = 0`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
