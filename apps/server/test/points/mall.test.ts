import {
  convertPoint,
  getPointConfig,
  getPointReward,
  getPointTransactions,
  getRedeemPointList,
  opsDecideRedemption,
  opsListRedemptions,
  redeemPointReward,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { inTransaction } from '../../src/modules/ledger/index.ts';
import { changePoints, pointBalanceOf } from '../../src/modules/points/index.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import {
  expectBooksHold,
  mainMinor,
  moneyPlayer,
  ops,
  PAY_PASSWORD,
  type Player,
  requestId,
} from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

/*
 * The points mall and conversion through the app (issue 16; product §3, §4, §7 points
 * calls), on the demo brand's items: a 10.00 cash voucher for 1,000 points, a 50.00 one
 * for 4,500 points that asks 1,000.00 of valid bets, a T-shirt (goods) for 2,000 points.
 * A point converts to 0.01, at least 100 at a time.
 */
describe.each(testBackends)('the points mall on %s (issue 16)', (backend) => {
  let t: TestApp;
  let items: Map<number, number>;

  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    const list = okValue(
      getPointReward,
      await call(t.app, getPointReward, undefined, {
        ...(await moneyPlayer(t)).as(),
        query: { language: 'es' },
      }),
    ).list;
    // By price: 1,000 the 10.00 voucher, 4,500 the 50.00 one, 2,000 the T-shirt.
    items = new Map(list.map((i) => [i.points, i.id]));
  });
  afterAll(() => t.close());

  /** Points straight into the journal (what bets would earn), in points. */
  const earn = (p: Player, points: number) =>
    inTransaction(t.database.db, (tx) =>
      changePoints(tx, {
        key: `test:${requestId()}`,
        memberId: p.id,
        reason: 'EARN',
        change: BigInt(points * 100),
      }),
    );
  const redeemOf = (
    p: Player,
    itemId: number | undefined,
    quantity = 1,
    id = requestId(),
    password = PAY_PASSWORD,
  ) =>
    call(
      t.app,
      redeemPointReward,
      { itemId, quantity, paymentPassword: password, requestId: id },
      p.as(),
    );
  const points = async (p: Player) => Number(await pointBalanceOf(t.database.db, p.id)) / 100;
  const stockOf = async (id: number | undefined) =>
    Number(
      rowsOf<{ available: unknown }>(
        await t.database.db.execute(sql`SELECT available FROM mall_items WHERE id = ${id}`),
      )[0]?.available,
    );

  it('lists the items in the site’s language and the points rules', async () => {
    const p = await moneyPlayer(t);
    const list = okValue(
      getPointReward,
      await call(t.app, getPointReward, undefined, { ...p.as(), query: { language: 'es' } }),
    ).list;
    expect(list[0]).toMatchObject({
      name: 'Vale de 10.00 en efectivo',
      kind: 'CASH',
      points: 1000,
      cashValue: 10,
    });
    const config = okValue(getPointConfig, await call(t.app, getPointConfig, undefined, p.as()));
    expect(config).toMatchObject({ pointValue: 0.01, minConvert: 100 });
    expect(config.values).toMatchObject({ LIVE: 0.7, SPORTS: 1, FISH: 1.2, RNG: 1.2, PVP: 1 });
  });

  it('redeems a cash item once per request: points spent, money paid, history and record', async () => {
    const p = await moneyPlayer(t);
    await earn(p, 2_500);
    const main = await mainMinor(t, p.id);
    const id = requestId();
    const first = okValue(redeemPointReward, await redeemOf(p, items.get(1_000), 2, id));
    expect(first).toMatchObject({
      redemption: { quantity: 2, points: 2000, status: 'APPROVED' },
      points: 500,
    });
    const again = okValue(redeemPointReward, await redeemOf(p, items.get(1_000), 2, id));
    expect(again.redemption.id).toBe(first.redemption.id);
    expect(await mainMinor(t, p.id)).toBe(main + 2_000n);
    expect(await points(p)).toBe(500);
    const history = okValue(
      getRedeemPointList,
      await call(t.app, getRedeemPointList, undefined, p.as()),
    );
    expect(history).toMatchObject({
      total: 1,
      list: [{ itemName: '10.00 cash voucher', status: 'APPROVED' }],
    });
    const record = okValue(
      getPointTransactions,
      await call(t.app, getPointTransactions, undefined, p.as()),
    );
    expect(record.list.map((e) => [e.reason, e.change, e.balance])).toEqual([
      ['REDEEM', -2000, 500],
      ['EARN', 2500, 2500],
    ]);
    await expectBooksHold(t);
  });

  it('refuses a wrong payment password, too few points or bets, and moves nothing', async () => {
    const p = await moneyPlayer(t);
    await earn(p, 1_500);
    const stock = await stockOf(items.get(1_000));
    const wrong = await redeemOf(p, items.get(1_000), 1, requestId(), 'not-it-9');
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    await expectError(await redeemOf(p, items.get(1_000), 2), 409, 'POINTS_INSUFFICIENT');
    await earn(p, 5_000);
    await expectError(await redeemOf(p, items.get(4_500)), 409, 'AMOUNT_REQUIREMENT_NOT_MET');
    expect(await stockOf(items.get(1_000))).toBe(stock);
    expect(await points(p)).toBe(6_500);
    expect(await mainMinor(t, p.id)).toBe(0n);
  });

  it('goods wait for the operator; a rejection gives points and stock back once', async () => {
    const p = await moneyPlayer(t);
    await earn(p, 4_000);
    const shirt = items.get(2_000);
    const stock = await stockOf(shirt);
    const a = okValue(redeemPointReward, await redeemOf(p, shirt)).redemption;
    const b = okValue(redeemPointReward, await redeemOf(p, shirt)).redemption;
    expect([a.status, b.status, await points(p), await stockOf(shirt)]).toEqual([
      'IN_PROCESS',
      'IN_PROCESS',
      0,
      stock - 2,
    ]);
    const waiting = okValue(
      opsListRedemptions,
      await ops(t, opsListRedemptions, undefined, { status: 'IN_PROCESS' }),
    );
    expect(waiting.list.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const approved = okValue(
      opsDecideRedemption,
      await ops(t, opsDecideRedemption, { id: a.id, action: 'approve' }),
    );
    expect(approved).toMatchObject({ status: 'APPROVED', account: p.account, kind: 'GOODS' });
    okValue(
      opsDecideRedemption,
      await ops(t, opsDecideRedemption, { id: b.id, action: 'reject', remark: 'out of size' }),
    );
    await expectError(
      await ops(t, opsDecideRedemption, { id: b.id, action: 'reject' }),
      409,
      'CONFLICT',
    );
    expect([await points(p), await stockOf(shirt)]).toEqual([2_000, stock - 1]);
    const history = okValue(
      getRedeemPointList,
      await call(t.app, getRedeemPointList, undefined, p.as()),
    );
    expect(history.list.map((r) => [r.status, r.remark])).toEqual([
      ['REJECTED', 'out of size'],
      ['APPROVED', null],
    ]);
    await expectBooksHold(t);
  });

  it('never sells more than the stock, whoever redeems at once', async () => {
    const [row] = rowsOf<{ id: unknown }>(
      await t.database.db.execute(sql`INSERT INTO mall_items (name, kind, points, quantity, available)
        VALUES ('Last three', 'GOODS', 100, 3, 3) RETURNING id`),
    );
    const id = Number(row?.id);
    const players = await Promise.all(Array.from({ length: 8 }, () => moneyPlayer(t)));
    for (const p of players) await earn(p, 10);
    const answers = await Promise.all(players.map((p) => redeemOf(p, id)));
    const codes = answers.map((r) => (r.statusCode === 200 ? 'OK' : r.json().code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(3);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'OUT_OF_STOCK')).toBe(true);
    expect(await stockOf(id)).toBe(0);
    await expectBooksHold(t);
  });

  it('converts points to money at the brand’s rate, once per request', async () => {
    const p = await moneyPlayer(t);
    await earn(p, 300);
    const body = (pts: number, id = requestId()) => ({
      points: pts,
      paymentPassword: PAY_PASSWORD,
      requestId: id,
    });
    await expectError(
      await call(t.app, convertPoint, body(99.99), p.as()),
      400,
      'AMOUNT_OUT_OF_RANGE',
    );
    const id = requestId();
    const done = okValue(convertPoint, await call(t.app, convertPoint, body(250.5, id), p.as()));
    expect(done).toMatchObject({ points: 49.5, amount: 2.5 });
    okValue(convertPoint, await call(t.app, convertPoint, body(250.5, id), p.as()));
    expect(await mainMinor(t, p.id)).toBe(250n);
    expect(await points(p)).toBe(49.5);
    await expectBooksHold(t);
  });
});
