import {
  getGameList,
  getHotGames,
  opsChangeGame,
  opsChangeVendor,
  opsImportCatalogue,
  opsListGames,
  opsListVendors,
} from '@gamehall/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { operatorAudit } from '../../src/db/schema/index.ts';
import { demoFeed } from '../../src/seed/games.ts';
import { okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { firstSlot, ops, type TestGame } from '../helpers/money.ts';
import { asStaff, staffMember } from '../helpers/staff.ts';
import { callValue, expectError } from '../system/calls.ts';

describe('the console’s games page (issue 19)', () => {
  let t: TestApp;
  let content: string;
  let finance: string;
  let slot: TestGame;
  let slotId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    content = (await staffMember(t, 'content')).token;
    finance = (await staffMember(t, 'finance')).token;
    slot = await firstSlot(t);
    const [row] = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`SELECT id FROM games WHERE vendor_code = ${slot.vendor} AND game_code = ${slot.code}`,
      ),
    );
    slotId = Number(row?.id);
  });
  afterAll(() => t?.close());

  const games = async (query: Record<string, string> = {}) =>
    okValue(opsListGames, await asStaff(t, content, opsListGames, undefined, query));
  const changeGame = (body: object) => asStaff(t, content, opsChangeGame, body);
  const changeVendor = (body: object) => asStaff(t, content, opsChangeVendor, body);
  /** The lobby's list as a visitor sees it (the catalogue cache behind it). */
  const lobby = (query: Record<string, string>) => callValue(t.app, getGameList, query);
  const count = async (where: string) =>
    Number(
      rowsOf<{ n: string }>(
        await t.database.db.execute(sql.raw(`SELECT count(*) AS n FROM games WHERE ${where}`)),
      )[0]?.n,
    );

  it('lists the whole catalogue in pages, filtered by vendor, category, text and state', async () => {
    const all = await games({ pageSize: '25' });
    expect(all.list).toHaveLength(25);
    expect(all.total).toBe(await count('true'));
    expect(all.totalPages).toBe(Math.ceil(all.total / 25));
    const second = await games({ pageSize: '25', pageNo: '2' });
    expect(second.pageNo).toBe(2);
    expect(second.list.map((g) => g.id)).not.toContain(all.list[0]?.id);

    const ofVendor = await games({ vendor: slot.vendor, category: 'RNG', pageSize: '100' });
    expect(ofVendor.total).toBe(await count(`vendor_code = '${slot.vendor}' AND category = 'RNG'`));
    expect(ofVendor.list.every((g) => g.vendor === slot.vendor && g.category === 'RNG')).toBe(true);

    // Any case, by name or code; a LIKE wildcard in the text is only a character.
    const found = await games({ search: slot.name.toUpperCase() });
    expect(found.list.map((g) => g.id)).toContain(slotId);
    expect((await games({ search: slot.code })).list.map((g) => g.id)).toContain(slotId);
    expect((await games({ search: '%' })).total).toBe(await count(`name LIKE '%\\%%'`));
    expect((await games({ state: 'disabled' })).total).toBe(await count('enabled = 0'));
  });

  it('a disabled game leaves the lobby at once, and comes back when enabled', async () => {
    const before = await lobby({ gameName: slot.name, vassalage: slot.vendor });
    expect(before.games.map((g) => g.gameId)).toContain(slotId);

    const off = okValue(opsChangeGame, await changeGame({ id: slotId, enabled: false }));
    expect(off).toMatchObject({ id: slotId, enabled: false, gameCode: slot.code });
    const hidden = await lobby({ gameName: slot.name, vassalage: slot.vendor });
    expect(hidden.games.map((g) => g.gameId)).not.toContain(slotId);
    // The console still lists it, as disabled.
    const listed = await games({ state: 'disabled', vendor: slot.vendor });
    expect(listed.list.find((g) => g.id === slotId)?.enabled).toBe(false);

    okValue(opsChangeGame, await changeGame({ id: slotId, enabled: true }));
    const back = await lobby({ gameName: slot.name, vassalage: slot.vendor });
    expect(back.games.map((g) => g.gameId)).toContain(slotId);
  });

  it('marks a game hot and moves it first in its vendor’s order', async () => {
    const hot = okValue(opsChangeGame, await changeGame({ id: slotId, hot: true, sort: 0 }));
    expect(hot).toMatchObject({ isHot: true, sort: 0, enabled: true });
    const hotList = await callValue(t.app, getHotGames, { vassalage: slot.vendor });
    expect(hotList.list.map((g) => g.gameId)).toContain(slotId);
    const first = await lobby({ vassalage: slot.vendor, pageSize: '1' });
    expect(first.games[0]?.gameId).toBe(slotId);

    const cold = okValue(opsChangeGame, await changeGame({ id: slotId, hot: false, sort: 999 }));
    expect(cold).toMatchObject({ isHot: false, sort: 999 });
    const notHot = await callValue(t.app, getHotGames, { vassalage: slot.vendor });
    expect(notHot.list.map((g) => g.gameId)).not.toContain(slotId);
  });

  it('keeps what the change was and became in the audit row', async () => {
    const was = (await games({ search: slot.code, vendor: slot.vendor })).list.find(
      (g) => g.id === slotId,
    );
    okValue(opsChangeGame, await changeGame({ id: slotId, sort: 42 }));
    const [audit] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'POST /ops/games/change'))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(audit).toMatchObject({ outcome: 'ok', before: was, after: { ...was, sort: 42 } });
    expect(audit?.staffAccount).toMatch(/^content/);
  });

  it('switches a vendor off (its games leave the lobby) and on, hot and in order', async () => {
    const vendors = okValue(opsListVendors, await asStaff(t, content, opsListVendors));
    const mine = vendors.list.find((v) => v.code === slot.vendor);
    expect(mine).toMatchObject({ enabled: true, inHouse: expect.any(Boolean) });
    expect(mine?.games).toBe(await count(`vendor_code = '${slot.vendor}'`));

    const off = okValue(opsChangeVendor, await changeVendor({ code: slot.vendor, enabled: false }));
    expect(off).toMatchObject({ code: slot.vendor, enabled: false });
    expect((await lobby({ vassalage: slot.vendor })).total).toBe(0);
    const game = (await games({ search: slot.code, vendor: slot.vendor })).list[0];
    expect(game?.vendorEnabled).toBe(false);

    const on = okValue(
      opsChangeVendor,
      await changeVendor({ code: slot.vendor, enabled: true, hot: true, sort: 7 }),
    );
    expect(on).toMatchObject({ enabled: true, isHot: true, sort: 7 });
    expect((await lobby({ vassalage: slot.vendor })).total).toBeGreaterThan(0);
    const [audit] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'POST /ops/vendors/change'))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(audit).toMatchObject({ before: off, after: on });
  });

  it.each([
    ['no change named', {}],
    ['a sort below zero', { sort: -1 }],
    ['a sort past the bound', { sort: 1_000_001 }],
    ['a fractional sort', { sort: 1.5 }],
    ['a switch as text', { enabled: 'no' }],
    ['an unknown field', { hot: true, price: 3 }],
  ])('refuses %s with 400 and changes nothing', async (_, fields) => {
    const version = await catalogueVersion();
    await expectError(await changeGame({ id: slotId, ...fields }), 400, 'VALIDATION_FAILED');
    await expectError(
      await changeVendor({ code: slot.vendor, ...fields }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await catalogueVersion()).toBe(version);
  });

  it('refuses a change without its game or with a bad vendor code', async () => {
    await expectError(await changeGame({ enabled: false }), 400, 'VALIDATION_FAILED');
    await expectError(await changeGame({ id: 0, enabled: false }), 400, 'VALIDATION_FAILED');
    await expectError(await changeVendor({ code: 'x%', hot: true }), 400, 'VALIDATION_FAILED');
  });

  it('answers 404 for an unknown game or vendor, 403 to a role without games.write', async () => {
    await expectError(await changeGame({ id: 2_000_000_000, hot: true }), 404, 'NOT_FOUND');
    await expectError(await changeVendor({ code: 'NOSUCH', hot: true }), 404, 'NOT_FOUND');
    await expectError(
      await asStaff(t, finance, opsChangeGame, { id: slotId, enabled: false }),
      403,
      'PERMISSION_DENIED',
    );
    expect((await games({ search: slot.code, vendor: slot.vendor })).list[0]?.enabled).toBe(true);
  });

  it('a feed imported again keeps what the operator set: off stays off, hot and order stay', async () => {
    const reimport = async () =>
      okValue(opsImportCatalogue, await ops(t, opsImportCatalogue, demoFeed()));
    const game = async () => (await games({ search: slot.code, vendor: slot.vendor })).list[0];
    const vendor = async () =>
      okValue(opsListVendors, await asStaff(t, content, opsListVendors, undefined, {})).list.find(
        (v) => v.code === slot.vendor,
      );
    okValue(opsChangeGame, await changeGame({ id: slotId, enabled: false, hot: true, sort: 7 }));
    okValue(opsChangeVendor, await changeVendor({ code: slot.vendor, enabled: false, sort: 3 }));
    await reimport();
    expect(await game()).toMatchObject({ enabled: false, isHot: true, sort: 7 });
    expect(await vendor()).toMatchObject({ enabled: false, sort: 3 });

    // Switched on again, it is the feed's to switch: listed, so on.
    okValue(opsChangeGame, await changeGame({ id: slotId, enabled: true }));
    okValue(opsChangeVendor, await changeVendor({ code: slot.vendor, enabled: true }));
    await reimport();
    expect(await game()).toMatchObject({ enabled: true, isHot: true, sort: 7 });
    expect(await vendor()).toMatchObject({ enabled: true, sort: 3 });
    const back = await lobby({ gameName: slot.name, vassalage: slot.vendor });
    expect(back.games.map((g) => g.gameId)).toContain(slotId);
  });

  /** The catalogue's version: any write to games or vendors moves it. */
  async function catalogueVersion() {
    return rowsOf<{ version: string }>(
      await t.database.db.execute(sql`SELECT version FROM catalogue_state WHERE id = 1`),
    )[0]?.version;
  }
});
