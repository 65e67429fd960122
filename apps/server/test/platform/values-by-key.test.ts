import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { valuesByKey } from '../../src/db/values-by-key.ts';
import { openTestDatabase, testBackends } from '../helpers/database.ts';

describe.each(testBackends)('per-row values by key on %s', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await database.db.execute(sql`CREATE TABLE vbk (id bigint PRIMARY KEY, code text, n bigint)`);
    await database.db.execute(
      sql`INSERT INTO vbk SELECT g, 'c' || g, 0 FROM generate_series(1, 50) g`,
    );
  });
  afterAll(() => database.close());

  it('gives each row its own values, by a bigint or a text key, and leaves the others', async () => {
    const byId = valuesByKey(
      'v',
      new Map([
        ['3', [30, 'x']],
        ['40', [400, null]],
      ]),
    );
    await database.db.execute(sql`WITH ${byId.with}
      UPDATE vbk SET n = ${byId.at(sql`vbk.id::text`, 0)}::bigint,
        code = coalesce(${byId.at(sql`vbk.id::text`, 1)}, code)
      WHERE id = ${byId.keys('bigint')}`);
    const byCode = valuesByKey('w', new Map([['c7', [7]]]));
    await database.db.execute(sql`WITH ${byCode.with}
      UPDATE vbk SET n = ${byCode.at(sql`vbk.code`, 0)}::bigint WHERE code = ${byCode.keys()}`);
    const rows = rowsOf<{ id: unknown; code: string; n: unknown }>(
      await database.db.execute(sql`SELECT id, code, n FROM vbk WHERE n <> 0 ORDER BY id`),
    );
    expect(rows.map((r) => [Number(r.id), r.code, Number(r.n)])).toEqual([
      [3, 'x', 30],
      [7, 'c7', 7],
      [40, 'c40', 400],
    ]);
  });
});
