import {
  claimPromotion,
  getBonusGrants,
  getPromotionDetail,
  getPromotionStates,
  getPromotions,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import { expectBooksHold, fund, moneyPlayer, type Player, requestId } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

/*
 * Promotions as data (issue 16; product §3 types, §4 button states), on the demo brand's:
 * WELCOME100 (new players, 100 % of a deposit up to 500.00, ×3), DAILYGIFT (1.00 a day),
 * RELOAD50 (50 % weekly from 50.00), VIPWEEKLY (VIP3 and up), SPRINGFEST (coming soon),
 * LUCKYENVELOPE (a daily red envelope: raffle.test.ts).
 */
describe.each(testBackends)('promotions on %s (issue 16)', (backend) => {
  let t: TestApp;
  let ids: Map<string, number>;

  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    const list = okValue(getPromotions, await call(t.app, getPromotions)).list;
    ids = new Map(list.map((p) => [p.code, p.id]));
  });
  afterAll(() => t.close());

  const states = async (p: Player) => {
    const value = okValue(
      getPromotionStates,
      await call(t.app, getPromotionStates, undefined, p.as()),
    );
    const byCode = new Map([...ids].map(([code, id]) => [id, code]));
    return {
      available: value.available,
      states: Object.fromEntries(value.states.map((s) => [byCode.get(s.id), [s.state, s.amount]])),
    };
  };
  const claim = (p: Player, code: string, id = requestId()) =>
    call(t.app, claimPromotion, { promotionId: ids.get(code), requestId: id }, p.as());

  it('shows everyone the promotions, in the site’s language, with their rules', async () => {
    const list = okValue(
      getPromotions,
      await call(t.app, getPromotions, undefined, { query: { language: 'es' } }),
    ).list;
    expect(list.map((p) => [p.code, p.type, p.status])).toEqual([
      ['WELCOME100', 'NEWBIE', 'ONGOING'],
      ['DAILYGIFT', 'DAILY', 'ONGOING'],
      ['RELOAD50', 'LIMITED', 'ONGOING'],
      ['VIPWEEKLY', 'VIP', 'ONGOING'],
      ['BIGWIN', 'SPECIAL', 'ONGOING'],
      ['SPRINGFEST', 'SPECIAL', 'UPCOMING'],
      ['LUCKYENVELOPE', 'LIMITED', 'ONGOING'],
    ]);
    expect(list[0]).toMatchObject({
      title: 'Bono de bienvenida del 100%',
      turnoverMultiple: 3,
      rule: { kind: 'DEPOSIT_PERCENT', percentBp: 10_000, cap: 500, minDeposit: 10 },
    });
    const detail = okValue(
      getPromotionDetail,
      await call(t.app, getPromotionDetail, undefined, {
        query: { id: String(ids.get('DAILYGIFT')), language: 'cn' },
      }),
    );
    expect(detail).toMatchObject({ title: '每日礼金', rule: { kind: 'FIXED', amount: 1 } });
    expect(detail.content).toContain('<p>');
    await expectError(
      await call(t.app, getPromotionDetail, undefined, { query: { id: '999999' } }),
      404,
      'NOT_FOUND',
    );
  });

  it('a new player’s buttons follow what they may do, and a deposit bonus is claimed on a deposit', async () => {
    const p = await moneyPlayer(t);
    expect(await states(p)).toEqual({
      available: 2,
      states: {
        WELCOME100: ['JOIN', null],
        DAILYGIFT: ['CLAIM', 1],
        RELOAD50: ['JOIN', null],
        VIPWEEKLY: ['CLOSE', null],
        BIGWIN: ['JOIN', null],
        SPRINGFEST: ['COMING_SOON', null],
        // A red envelope's prize is drawn when it is opened.
        LUCKYENVELOPE: ['CLAIM', null],
      },
    });
    await expectError(await claim(p, 'WELCOME100'), 409, 'DEPOSIT_REQUIRED');
    await expectError(await claim(p, 'VIPWEEKLY'), 409, 'PROMOTION_NOT_OPEN');
    await expectError(await claim(p, 'SPRINGFEST'), 409, 'PROMOTION_NOT_OPEN');
    await expectError(await claim(p, 'LUCKYENVELOPE'), 409, 'PROMOTION_NOT_OPEN');

    await fund(t, p.id, 4_000n);
    expect((await states(p)).states.WELCOME100).toEqual(['CLAIM', 40]);
    expect(okValue(claimPromotion, await claim(p, 'WELCOME100'))).toMatchObject({
      amount: 40,
      turnover: 120,
    });
    await expectError(await claim(p, 'WELCOME100'), 409, 'ALREADY_CLAIMED');
    expect((await states(p)).states.WELCOME100).toEqual(['CLAIMED', null]);
    const grants = okValue(
      getBonusGrants,
      await call(t.app, getBonusGrants, undefined, p.as()),
    ).list;
    expect(grants).toMatchObject([
      { amount: 40, required: 120, state: 'ACTIVE', remark: '100% welcome bonus' },
    ]);
    await expectBooksHold(t);
  });

  it('20 claims at once of the daily gift pay once; the same request again answers the first', async () => {
    const p = await moneyPlayer(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(p, 'DAILYGIFT')));
    const codes = answers.map((r) => (r.statusCode === 200 ? 'PAID' : r.json().code));
    expect(codes.filter((c) => c === 'PAID')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'PAID').every((c) => c === 'ALREADY_CLAIMED')).toBe(true);
    const id = requestId();
    const q = await moneyPlayer(t);
    const first = okValue(claimPromotion, await claim(q, 'DAILYGIFT', id));
    const again = okValue(claimPromotion, await claim(q, 'DAILYGIFT', id));
    expect(again).toEqual(first);
    const [row] = rowsOf<{ n: unknown }>(
      await t.database.db.execute(
        sql`SELECT count(*) AS n FROM bonus_grants WHERE member_id IN (${p.id}, ${q.id})`,
      ),
    );
    expect(Number(row?.n)).toBe(2);
    await expectBooksHold(t);
  });

  it('refuses a trial account', async () => {
    const trial = await moneyPlayer(t, { type: 4 });
    await expectError(await claim(trial, 'DAILYGIFT'), 403, 'TRIAL_ACCOUNT');
  });
});
