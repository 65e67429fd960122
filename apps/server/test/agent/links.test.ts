import {
  type CallDef,
  checkAffiliate,
  createInviteLink,
  getContracts,
  getInviteLinks,
  revokeInviteLink,
} from '@gamehall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema/index.ts';
import { insertContract } from '../../src/modules/agent/contracts-repo.ts';
import { toStored } from '../../src/modules/agent/contracts-service.ts';
import { call, okValue, register, registered } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { moneyPlayer, type Player } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

const daily = (rate: number) => ({
  tiers: [{ minVolume: 0, minActive: 0, rate }],
  period: 'D' as const,
});

describe('registration links (register centre, issue 14)', () => {
  let t: TestApp;
  let A: Player;
  let X: Player;
  const make = (who: Player, body: unknown) => call(t.app, createInviteLink, body, who.as());
  const ask = (def: CallDef, who: Player, query: Record<string, string> = {}) =>
    call(t.app, def, undefined, { ...who.as(), query });
  const memberRow = async (id: number) =>
    (await t.database.db.select().from(members).where(eq(members.id, id)))[0];

  beforeAll(async () => {
    t = await buildTestApp();
    A = await moneyPlayer(t, { type: 1 });
    X = await moneyPlayer(t, { type: 1 });
    await insertContract(
      t.database.db,
      { kind: 'DAILY_SALARY', uplineId: null, memberId: A.id, terms: toStored(daily(1)) },
      'ACTIVE',
    );
  });
  afterAll(() => t?.close());

  it('a player link registers players under the agent', async () => {
    const link = okValue(createInviteLink, await make(A, { type: 'PLAYER' }));
    expect(link).toMatchObject({ type: 'PLAYER', contracts: [], registrations: 0 });
    const valid = await call(t.app, checkAffiliate, undefined, { query: { code: link.code } });
    expect(okValue(checkAffiliate, valid).valid).toBe(true);
    const r = await registered(t.app, t.database, {
      extra: { affiliateCode: link.code.toLowerCase() },
    });
    expect(await memberRow(r.member.id)).toMatchObject({
      uplineId: A.id,
      type: 0,
      affiliateCode: null,
    });
    const listed = okValue(getInviteLinks, await ask(getInviteLinks, A)).list;
    expect(listed.find((l) => l.id === link.id)?.registrations).toBe(1);
    expect(okValue(getInviteLinks, await ask(getInviteLinks, X)).list).toEqual([]);
  });

  it('an agent link registers agents and offers them its preset contract', async () => {
    const link = okValue(
      createInviteLink,
      await make(A, { type: 'AGENT', contracts: [{ kind: 'DAILY_SALARY', terms: daily(0.6) }] }),
    );
    const r = await registered(t.app, t.database, { extra: { affiliateCode: link.code } });
    const row = await memberRow(r.member.id);
    expect(row).toMatchObject({ uplineId: A.id, type: 1 });
    expect(row?.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    const seen = await call(t.app, getContracts, undefined, {
      token: r.token,
      ip: r.ip,
      query: { kind: 'DAILY_SALARY' },
    });
    expect(okValue(getContracts, seen).own).toMatchObject({
      upline: A.account,
      state: 'OFFERED',
      terms: daily(0.6),
    });
  });

  it('refuses presets above the agent’s own, of a type it does not hold, or on a player link', async () => {
    const above = await make(A, {
      type: 'AGENT',
      contracts: [{ kind: 'DAILY_SALARY', terms: daily(2) }],
    });
    await expectError(above, 400, 'VALIDATION_FAILED');
    const none = await make(A, {
      type: 'AGENT',
      contracts: [{ kind: 'DIVIDEND', terms: daily(1) }],
    });
    await expectError(none, 400, 'VALIDATION_FAILED');
    const player = await make(A, {
      type: 'PLAYER',
      contracts: [{ kind: 'DAILY_SALARY', terms: daily(0.5) }],
    });
    await expectError(player, 400, 'VALIDATION_FAILED');
    const p = await moneyPlayer(t, { uplineId: A.id });
    expect((await make(p, { type: 'PLAYER' })).statusCode).toBe(403);
  });

  it('a revoked link registers no one; another agent cannot revoke it', async () => {
    const link = okValue(createInviteLink, await make(A, { type: 'PLAYER' }));
    expect((await call(t.app, revokeInviteLink, { id: link.id }, X.as())).statusCode).toBe(404);
    expect(
      okValue(revokeInviteLink, await call(t.app, revokeInviteLink, { id: link.id }, A.as())),
    ).toEqual({
      id: link.id,
    });
    const late = await register(t.app, t.database, { extra: { affiliateCode: link.code } });
    await expectError(late.res, 400, 'INVALID_AFFILIATE');
    expect(
      okValue(getInviteLinks, await ask(getInviteLinks, A)).list.map((l) => l.id),
    ).not.toContain(link.id);
  });
});
