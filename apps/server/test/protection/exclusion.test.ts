import {
  getProtection,
  launchGame,
  opsChangeProtection,
  opsListProtection,
  opsMemberProtection,
  opsSearchAudit,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { call, login, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import { moneyPlayer, PASSWORD } from '../helpers/money.ts';
import { asStaff, staffMember } from '../helpers/staff.ts';
import { change } from './support.ts';

const DAY_MS = 86_400_000;

describe.each(testBackends)(
  'cool-off and self-exclusion on %s (issue 19, decision 039)',
  (backend) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({}, backend);
    });
    afterAll(() => t?.close());

    const logInAgain = (account: string) => login(t.app, { username: account, password: PASSWORD });

    it('ends every session and refuses the login, naming the end', async () => {
      const p = await moneyPlayer(t);
      const other = await logInAgain(p.account);
      expect(other.statusCode).toBe(200);
      const set = await change(t, p, { what: 'self-exclusion', months: 6 });
      expect(set.exclusion).toMatchObject({ kind: 'SELF_EXCLUSION' });
      const until = new Date(set.exclusion?.until ?? 0).getTime();
      expect(until - Date.now()).toBeGreaterThan(180 * DAY_MS);
      expect(until - Date.now()).toBeLessThan(185 * DAY_MS);
      // Both sessions ended.
      expect((await call(t.app, getProtection, undefined, p.as())).statusCode).toBe(401);
      const otherToken = other.json().value.token as string;
      expect((await call(t.app, getProtection, undefined, { token: otherToken })).statusCode).toBe(
        401,
      );
      const refused = await logInAgain(p.account);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'PLAYER_EXCLUDED',
        details: { kind: 'SELF_EXCLUSION', until: set.exclusion?.until },
      });
    });

    it('lets a cool-off end, and a break never be shortened', async () => {
      const p = await moneyPlayer(t);
      await change(t, p, { what: 'cool-off', hours: 72 });
      const support = await staffMember(t, 'support');
      const shorter = await asStaff(t, support.token, opsChangeProtection, {
        account: p.account,
        change: { what: 'cool-off', hours: 24 },
      });
      expect(shorter.statusCode, shorter.body).toBe(409);
      const longer = await asStaff(t, support.token, opsChangeProtection, {
        account: p.account,
        change: { what: 'self-exclusion', months: null },
      });
      expect(longer.statusCode, longer.body).toBe(200);
      expect(longer.json().value.protection.exclusion).toMatchObject({
        kind: 'SELF_EXCLUSION',
        until: null,
      });
      const permanent = await logInAgain(p.account);
      expect(permanent.json()).toMatchObject({ code: 'PLAYER_EXCLUDED', details: { until: null } });
      expect(permanent.json().message).toMatch(/permanently/);
      // Nothing shortens a permanent exclusion.
      const again = await asStaff(t, support.token, opsChangeProtection, {
        account: p.account,
        change: { what: 'self-exclusion', months: 60 },
      });
      expect(again.statusCode).toBe(409);
      // A cool-off over lets the player in again.
      const q = await moneyPlayer(t);
      await change(t, q, { what: 'cool-off', hours: 24 });
      expect((await logInAgain(q.account)).statusCode).toBe(403);
      await t.database.db.execute(sql`UPDATE protection_exclusions
      SET ends_at = now() - interval '1 second' WHERE member_id = ${q.id}`);
      expect((await logInAgain(q.account)).statusCode).toBe(200);
    });

    it('refuses a launch to a player whose break staff started', async () => {
      const p = await moneyPlayer(t);
      const [game] = rowsOf<{ id: number }>(
        await t.database.db.execute(
          sql`SELECT id FROM games WHERE engine IS NOT NULL ORDER BY id LIMIT 1`,
        ),
      );
      const launch = () =>
        call(t.app, launchGame, undefined, {
          ...p.as(),
          query: { gameId: String(game?.id), playMode: 'real' },
        });
      expect((await launch()).statusCode).toBe(200);
      // A break recorded while the session lives (as a second instance could see it).
      await t.database.db.execute(sql`INSERT INTO protection_exclusions
      (member_id, kind, ends_at, set_by) VALUES (${p.id}, 'COOL_OFF', now() + interval '1 day', 'test')`);
      const refused = await launch();
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().code).toBe('PLAYER_EXCLUDED');
    });

    it('gives staff the report, the player’s settings, and an audited change', async () => {
      const limited = await moneyPlayer(t);
      await change(t, limited, { what: 'limit', kind: 'WAGER', period: 'WEEK', amount: 500 });
      await change(t, limited, { what: 'session', sessionMinutes: 120, realityCheckMinutes: 60 });
      const risk = await staffMember(t, 'risk');
      const excluded = await moneyPlayer(t);
      const set = await asStaff(t, risk.token, opsChangeProtection, {
        account: excluded.account,
        change: { what: 'cool-off', hours: 168 },
      });
      expect(set.statusCode, set.body).toBe(200);
      expect((await call(t.app, getProtection, undefined, excluded.as())).statusCode).toBe(401);

      const report = okValue(
        opsListProtection,
        await asStaff(t, risk.token, opsListProtection, undefined, { pageSize: '100' }),
      );
      expect(report.players.find((r) => r.account === limited.account)).toMatchObject({
        limits: [{ kind: 'WAGER', period: 'WEEK', amount: 500 }],
        sessionMinutes: 120,
        exclusion: null,
      });
      expect(report.players.find((r) => r.account === excluded.account)).toMatchObject({
        limits: [],
        exclusion: { kind: 'COOL_OFF' },
      });
      const onlyExcluded = okValue(
        opsListProtection,
        await asStaff(t, risk.token, opsListProtection, undefined, {
          show: 'excluded',
          pageSize: '100',
        }),
      );
      expect(onlyExcluded.players.some((r) => r.account === limited.account)).toBe(false);
      expect(onlyExcluded.players.some((r) => r.account === excluded.account)).toBe(true);

      const shown = okValue(
        opsMemberProtection,
        await asStaff(t, risk.token, opsMemberProtection, undefined, { account: limited.account }),
      );
      expect(shown.protection).toMatchObject({ sessionMinutes: 120, realityCheckMinutes: 60 });

      const audit = okValue(
        opsSearchAudit,
        await asStaff(t, risk.token, opsSearchAudit, undefined, {
          action: '/ops/protection/member',
        }),
      );
      const entry = audit.entries.find(
        (e) => (e.payload as { account?: string } | null)?.account === excluded.account,
      );
      expect(entry).toMatchObject({
        who: risk.account,
        outcome: 'ok',
        before: { exclusion: null },
      });
      expect(entry?.after).toMatchObject({ exclusion: { kind: 'COOL_OFF' } });
    });
  },
);
