import {
  changePassword,
  getMemberInfo,
  loginByRememberToken,
  logout,
  opsSetMemberLock,
} from '@gamehall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberTokens } from '../../src/db/schema/index.ts';
import { tokenHash } from '../../src/lib/session-token.ts';
import { call, login, okValue, registered } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { ops } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** The remember cookie an answer sets: its value and attributes. */
function rememberCookieOf(res: Answer) {
  const header = res.headers['set-cookie'];
  const line = [header].flat().find((c) => String(c).startsWith('gh_remember='));
  if (!line) return null;
  const [pair = '', ...attributes] = String(line).split(/;\s*/);
  return { value: pair.slice('gh_remember='.length), attributes };
}

/**
 * Issue #12 item 7: remember me keeps the player logged in for a day without the
 * password being stored anywhere — an HttpOnly remember token, used once, revocable.
 */
describe('remember me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const remembered = async () => {
    const r = await registered(t.app, t.database, { password: 'remember123' });
    const res = await login(t.app, {
      username: r.username,
      password: 'remember123',
      ip: r.ip,
      remember: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = rememberCookieOf(res);
    if (!cookie) throw new Error('no remember cookie');
    return {
      ...r,
      cookie: cookie.value,
      attributes: cookie.attributes,
      token: res.json().value.token,
    };
  };
  const again = (cookie: string, ip = '192.0.2.90') =>
    call(t.app, loginByRememberToken, {}, { ip, headers: { cookie: `gh_remember=${cookie}` } });

  it('sets an HttpOnly, Secure, SameSite=Strict cookie for one day, holding no password', async () => {
    const r = await remembered();
    expect(r.attributes).toEqual(
      expect.arrayContaining([
        'Max-Age=86400',
        'Path=/wps/session',
        'HttpOnly',
        'Secure',
        'SameSite=Strict',
      ]),
    );
    expect(r.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.cookie).not.toContain('remember123');
    // Only its hash is stored.
    const [row] = await t.database.db
      .select()
      .from(rememberTokens)
      .where(eq(rememberTokens.tokenHash, tokenHash(r.cookie)));
    expect(row?.revokedAt).toBeNull();
    expect(JSON.stringify(row)).not.toContain(r.cookie);
  });

  it('logs in again with the cookie, once: each use replaces it and keeps its end', async () => {
    const r = await remembered();
    const res = await again(r.cookie);
    const result = okValue(loginByRememberToken, res);
    expect(result.member?.account).toBe(r.username.toLowerCase());
    const info = await call(t.app, getMemberInfo, undefined, { token: result.token });
    expect(info.statusCode, info.body).toBe(200);
    const next = rememberCookieOf(res);
    expect(next?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next?.value).not.toBe(r.cookie);
    const rows = await t.database.db.select().from(rememberTokens);
    const first = rows.find((x) => x.tokenHash === tokenHash(r.cookie));
    const second = rows.find((x) => x.tokenHash === tokenHash(next?.value ?? ''));
    expect(second?.expiresAt.getTime()).toBe(first?.expiresAt.getTime());
    // The used cookie is spent.
    await expectError(await again(r.cookie), 401, 'UNAUTHORIZED');
    expect((await again(next?.value ?? '')).statusCode).toBe(200);
  });

  it('two tabs presenting one cookie at once: one logs in', async () => {
    const r = await remembered();
    const answers = await Promise.all([again(r.cookie), again(r.cookie), again(r.cookie)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('without a cookie, with junk or after its day: 401', async () => {
    await expectError(await call(t.app, loginByRememberToken, {}), 401, 'UNAUTHORIZED');
    await expectError(await again('not-a-token'), 401, 'UNAUTHORIZED');
    const r = await remembered();
    await t.database.db
      .update(rememberTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rememberTokens.tokenHash, tokenHash(r.cookie)));
    await expectError(await again(r.cookie), 401, 'UNAUTHORIZED');
  });

  it('logout forgets the device', async () => {
    const r = await remembered();
    const out = await call(t.app, logout, undefined, {
      token: r.token,
      headers: { cookie: `gh_remember=${r.cookie}` },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(rememberCookieOf(out)?.value).toBe('');
    await expectError(await again(r.cookie), 401, 'UNAUTHORIZED');
  });

  it('a password change and an operator lock end every remembered device', async () => {
    const a = await remembered();
    const changed = await call(
      t.app,
      changePassword,
      { oldPassword: 'remember123', newPassword: 'changed123', confirmNewPassword: 'changed123' },
      { token: a.token },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await expectError(await again(a.cookie), 401, 'UNAUTHORIZED');

    const b = await remembered();
    const locked = await ops(t, opsSetMemberLock, {
      account: b.username.toLowerCase(),
      locked: true,
    });
    expect(locked.statusCode, locked.body).toBe(200);
    await expectError(await again(b.cookie), 401, 'UNAUTHORIZED');
  });

  it('a login without remember ends the cookie the browser held', async () => {
    const r = await remembered();
    const res = await login(t.app, {
      username: r.username,
      password: 'remember123',
      ip: r.ip,
      remember: false,
      cookie: `gh_remember=${r.cookie}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(rememberCookieOf(res)?.value).toBe('');
    await expectError(await again(r.cookie), 401, 'UNAUTHORIZED');
  });
});
