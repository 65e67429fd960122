import { randomBytes } from 'node:crypto';
import { defineCall } from '@gamehall/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { members } from '../../src/db/schema/index.ts';
import { handle, memberOf } from '../../src/lib/define-routes.ts';
import { insertMemberRow as insertMember } from '../../src/modules/member/repo.ts';
import { createSession, revokeSession } from '../../src/modules/session/repo.ts';
import { openTestDatabase } from '../helpers/database.ts';
import { expectError } from '../system/calls.ts';

const whoAmI = defineCall({
  method: 'GET',
  path: '/wps/test/whoami',
  tag: 'test',
  token: true,
  summary: 'test',
  value: z.object({ id: z.number(), account: z.string(), type: z.number() }),
});
const formCall = defineCall({
  method: 'POST',
  path: '/wps/test/form',
  tag: 'test',
  form: true,
  summary: 'test',
  body: z.object({ username: z.string(), email: z.string() }),
  value: z.string(),
});
const realOnly = defineCall({ ...whoAmI, path: '/wps/test/real', refuseTrial: true });
const agentsOnly = defineCall({ ...whoAmI, path: '/wps/test/agent', agentOnly: true });

describe('app.authenticate (token calls)', () => {
  let app: FastifyInstance;
  let database: Database;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'loopback' });
    app = await buildApp({ config, database });
    for (const call of [whoAmI, realOnly, agentsOnly]) {
      handle(app, call, (ctx) => {
        const m = memberOf(ctx);
        return { id: m.id, account: m.account, type: m.type };
      });
    }
    handle(app, formCall, ({ body }) => `${body.username}|${body.email}`);
    await app.ready();
    const db = database.db;
    for (const [name, type] of [
      ['player', 0],
      ['trial', 4],
      ['agent', 1],
      ['frozen', 0],
    ] as const) {
      ids[name] = await insertMember(db, { account: `Auth-${name}`, passwordHash: 'x', type });
      tokens[name] = await createSession(db, ids[name], { ttlMs: 60_000 });
    }
    await db
      .update(members)
      .set({ status: 1 })
      .where(eq(members.id, ids.frozen as number));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const call = (url: string, token?: string) =>
    app.inject({ url, headers: token === undefined ? {} : { token } });

  it('a live session names its member', async () => {
    const res = await call(whoAmI.path, tokens.player);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ id: ids.player, account: 'auth-player', type: 0 });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['malformed', 'not-a-token'],
    ['forged (well-formed, unknown)', randomBytes(32).toString('base64url')],
  ])('%s token: 401 TOKEN_INVALID', async (_, token) => {
    const body = await expectError(await call(whoAmI.path, token), 401, 'TOKEN_INVALID');
    expect(body.message).toBe('You are not logged in, please login');
  });

  it('an expired session: 401', async () => {
    const past = new Date(Date.now() - 120_000);
    const token = await createSession(database.db, ids.player as number, {
      ttlMs: 60_000,
      now: past,
    });
    await expectError(await call(whoAmI.path, token), 401, 'TOKEN_INVALID');
  });

  it('a revoked session stops working at once', async () => {
    const token = await createSession(database.db, ids.player as number, { ttlMs: 60_000 });
    expect((await call(whoAmI.path, token)).statusCode).toBe(200);
    expect(await revokeSession(database.db, token)).toBe(true);
    await expectError(await call(whoAmI.path, token), 401, 'TOKEN_INVALID');
  });

  it('a frozen member: 403 ACCOUNT_DISABLED even with a live session', async () => {
    const body = await expectError(await call(whoAmI.path, tokens.frozen), 403, 'ACCOUNT_DISABLED');
    expect(body.message).toBe('Non-member account unable to login');
  });

  it('refuseTrial: a trial account gets 403 TRIAL_ACCOUNT, a player passes', async () => {
    await expectError(await call(realOnly.path, tokens.trial), 403, 'TRIAL_ACCOUNT');
    expect((await call(realOnly.path, tokens.player)).statusCode).toBe(200);
    await expectError(await call(realOnly.path), 401, 'TOKEN_INVALID');
  });

  it('agentOnly: a player gets 403 NOT_AGENT, an agent passes', async () => {
    const body = await expectError(await call(agentsOnly.path, tokens.player), 403, 'NOT_AGENT');
    expect(body.message).toBe('Non-agents cannot log in');
    await expectError(await call(agentsOnly.path, tokens.trial), 403, 'NOT_AGENT');
    const res = await call(agentsOnly.path, tokens.agent);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.type).toBe(1);
  });

  it('form calls accept application/x-www-form-urlencoded (@fastify/formbody)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: formCall.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=player1&email=p%40example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toBe('player1|p@example.com');
  });
});
