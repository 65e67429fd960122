import {
  applyPromotion,
  claimPromotion,
  getApplicationImage,
  getBonusGrants,
  getPromotionStates,
  getPromotions,
  opsApplicationImage,
  opsDecideApplication,
  opsListApplications,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import { moneyPlayer, ops, type Player, requestId } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

/** A 1×1 PNG, and one whose header declares 100,000 × 100,000 pixels (a PNG bomb). */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
function bomb() {
  const bytes = Buffer.from(PNG, 'base64');
  bytes.writeUInt32BE(100_000, 16);
  bytes.writeUInt32BE(100_000, 20);
  return bytes.toString('base64');
}
const png = (data = PNG) => ({ type: 'image/png', data });

/*
 * Applications (issue 16; product §5), on the demo brand's BIGWIN: a screenshot and a
 * comment, once a week; the operator approves (a 10.00 bonus) or rejects.
 */
describe.each(testBackends)('promotion applications on %s (issue 16)', (backend) => {
  let t: TestApp;
  let bigWin: number;

  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    const list = okValue(getPromotions, await call(t.app, getPromotions)).list;
    bigWin = list.find((p) => p.code === 'BIGWIN')?.id ?? 0;
  });
  afterAll(() => t.close());

  const applyAs = (
    p: Player,
    images: unknown[],
    comment = 'x1000 on Fruit Party!',
    id = requestId(),
  ) => call(t.app, applyPromotion, { promotionId: bigWin, comment, images, requestId: id }, p.as());
  const stateOf = async (p: Player) =>
    okValue(
      getPromotionStates,
      await call(t.app, getPromotionStates, undefined, p.as()),
    ).states.find((s) => s.id === bigWin)?.state;
  const stored = async () =>
    Number(
      rowsOf<{ n: unknown }>(
        await t.database.db.execute(sql`SELECT count(*) AS n FROM application_images`),
      )[0]?.n,
    );

  it('refuses bad uploads with a clear 4xx and stores nothing', async () => {
    const p = await moneyPlayer(t);
    const before = await stored();
    await expectError(await applyAs(p, [png(), png(), png(), png()]), 400, 'VALIDATION_FAILED');
    await expectError(
      await applyAs(p, [png(Buffer.from('GIF89a....').toString('base64'))]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectError(
      await applyAs(p, [{ type: 'image/jpeg', data: PNG }]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectError(await applyAs(p, [png(bomb())]), 413, 'PAYLOAD_TOO_LARGE');
    const six = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(6 * 1024 * 1024)]).toString(
      'base64',
    );
    expect((await applyAs(p, [png(six)])).statusCode).toBe(413);
    await expectError(await applyAs(p, [png()], 'x'.repeat(141)), 400, 'VALIDATION_FAILED');
    await expectError(
      await call(t.app, claimPromotion, { promotionId: bigWin, requestId: requestId() }, p.as()),
      409,
      'PROMOTION_NOT_OPEN',
    );
    expect(await stored()).toBe(before);
    expect(await stateOf(p)).toBe('JOIN');
  });

  it('an application waits for the operator; its images are the owner’s and the operator’s only', async () => {
    const p = await moneyPlayer(t);
    const id = requestId();
    const sent = okValue(applyPromotion, await applyAs(p, [png(), png()], 'x1000!', id));
    expect(sent.status).toBe('APPLYING');
    expect(okValue(applyPromotion, await applyAs(p, [png(), png()], 'x1000!', id))).toEqual(sent);
    await expectError(await applyAs(p, [png()]), 409, 'ALREADY_CLAIMED');
    expect(await stateOf(p)).toBe('APPLYING');

    const own = okValue(
      getApplicationImage,
      await call(t.app, getApplicationImage, undefined, {
        ...p.as(),
        query: { id: String(sent.id), n: '1' },
      }),
    );
    expect(own).toEqual({ type: 'image/png', data: PNG });
    const other = await moneyPlayer(t);
    await expectError(
      await call(t.app, getApplicationImage, undefined, {
        ...other.as(),
        query: { id: String(sent.id), n: '0' },
      }),
      404,
      'NOT_FOUND',
    );
    expect(
      okValue(
        opsApplicationImage,
        await ops(t, opsApplicationImage, undefined, { id: String(sent.id), n: '0' }),
      ).type,
    ).toBe('image/png');

    const listed = okValue(
      opsListApplications,
      await ops(t, opsListApplications, undefined, { status: 'APPLYING' }),
    );
    expect(listed.list.find((a) => a.id === sent.id)).toMatchObject({
      account: p.account,
      images: 2,
      comment: 'x1000!',
    });
    const issued = okValue(
      opsDecideApplication,
      await ops(t, opsDecideApplication, { id: sent.id, action: 'approve' }),
    );
    expect(issued.status).toBe('ISSUED');
    await expectError(
      await ops(t, opsDecideApplication, { id: sent.id, action: 'reject' }),
      409,
      'CONFLICT',
    );
    expect(await stateOf(p)).toBe('ISSUED');
    const grants = okValue(
      getBonusGrants,
      await call(t.app, getBonusGrants, undefined, p.as()),
    ).list;
    expect(grants).toMatchObject([
      { amount: 10, required: 10, state: 'ACTIVE', remark: 'Share your big win' },
    ]);

    const q = await moneyPlayer(t);
    const refused = okValue(applyPromotion, await applyAs(q, []));
    okValue(
      opsDecideApplication,
      await ops(t, opsDecideApplication, { id: refused.id, action: 'reject', remark: 'not a win' }),
    );
    expect(await stateOf(q)).toBe('REJECTED');
    expect(
      okValue(getBonusGrants, await call(t.app, getBonusGrants, undefined, q.as())).list,
    ).toEqual([]);
  });
});
