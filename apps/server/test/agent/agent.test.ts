import {
  changePassword,
  checkAffiliate,
  getAgentAnnouncements,
  getAgentInfo,
  getAnnouncements,
  getTeamOverview,
  type ModuleNode,
  opsPublishNotice,
  processHourlySalary,
} from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../../src/settings/repo.ts';
import { call, login, okValue, registered } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { moneyPlayer, ops } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

describe('agent calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('checks invitation codes', async () => {
    const valid = await call(t.app, checkAffiliate, undefined, { query: { code: 'GAMEHALL1' } });
    expect(okValue(checkAffiliate, valid)).toEqual({ valid: true });
    const invalid = await call(t.app, checkAffiliate, undefined, { query: { code: 'NOPE99' } });
    expect(okValue(checkAffiliate, invalid)).toEqual({ valid: false });
  });

  it('refuses players and shows agents their card with the downline count', async () => {
    const player = await registered(t.app, t.database, { extra: { affiliateCode: 'GAMEHALL1' } });
    const refused = await call(t.app, getAgentInfo, undefined, { token: player.token });
    await expectError(refused, 403, 'NOT_AGENT');

    // The seeded demo agent logs in with the brand's default password.
    const res = await login(t.app, { username: 'demoagent', password: 'Gh123456' });
    const value = res.json().value;
    expect(value).toMatchObject({ firstTimeLogin: true, defaultPassword: true });
    expect(value.member.memberLabel).toEqual([{ labelName: 'Agent' }]);
    // Agent calls wait until the default password is changed.
    const early = await call(t.app, getAgentInfo, undefined, { token: value.token });
    await expectError(early, 403, 'PASSWORD_CHANGE_REQUIRED');
    const changed = await call(
      t.app,
      changePassword,
      { oldPassword: 'Gh123456', newPassword: 'agent1234', confirmNewPassword: 'agent1234' },
      { token: value.token },
    );
    const { token } = okValue(changePassword, changed);
    const card = okValue(getAgentInfo, await call(t.app, getAgentInfo, undefined, { token }));
    expect(card).toEqual({
      account: 'demoagent',
      type: 1,
      affiliateCode: 'GAMEHALL1',
      downlineCount: 1,
    });
  });

  it('answers only while the brand has the agent centre, and a contract call its type, on', async () => {
    const agent = await moneyPlayer(t, { type: 1 });
    const { settings } = await t.app.settings.get();
    const switchOff = (ids: string[]) => {
      const off = (nodes: readonly ModuleNode[]): ModuleNode[] =>
        nodes.map((n) => ({
          ...n,
          enabled: ids.includes(n.modId) ? '0' : n.enabled,
          childrenNodes: off(n.childrenNodes),
        }));
      return off(settings.whitelabel);
    };
    const overview = () =>
      call(t.app, getTeamOverview, undefined, {
        ...agent.as(),
        query: { from: '2026-11-01', to: '2026-11-02' },
      });
    const decide = () =>
      call(t.app, processHourlySalary, { action: 'ACCEPT', contractId: 1 }, agent.as());
    try {
      await writeSetting(t.database.db, 'whitelabel', switchOff(['HOURSALARY']));
      t.app.settings.invalidate();
      expect((await overview()).statusCode).toBe(200);
      await expectError(await decide(), 403, 'FEATURE_DISABLED');
      await writeSetting(t.database.db, 'whitelabel', switchOff(['AGENTCENTER']));
      t.app.settings.invalidate();
      await expectError(await overview(), 403, 'FEATURE_DISABLED');
      // The invitation code check is the registration's, not the agent centre's.
      const code = await call(t.app, checkAffiliate, undefined, { query: { code: 'GAMEHALL1' } });
      expect(okValue(checkAffiliate, code)).toEqual({ valid: true });
    } finally {
      await writeSetting(t.database.db, 'whitelabel', settings.whitelabel);
      t.app.settings.invalidate();
    }
  });

  it('shows agents the notices for agents, in their language; no one else reads them', async () => {
    const agent = await moneyPlayer(t, { type: 1 });
    const ask = (query: Record<string, string>) =>
      call(t.app, getAgentAnnouncements, undefined, { ...agent.as(), query });
    const es = okValue(getAgentAnnouncements, await ask({ language: 'ES' }));
    expect(es.list.map((n) => n.title)).toEqual([
      'Los contratos se liquidan automáticamente',
      'Invita con tus propios enlaces',
    ]);
    expect(es.list.every((n) => n.type === 'AG')).toBe(true);
    const player = await moneyPlayer(t);
    const refused = await call(t.app, getAgentAnnouncements, undefined, player.as());
    await expectError(refused, 403, 'NOT_AGENT');
    const site = okValue(
      getAnnouncements,
      await call(t.app, getAnnouncements, undefined, { query: { types: 'B,PL,PU,PR,H' } }),
    );
    const titles = [...site.player, ...site.popup, ...site.promotion, ...site.home].map(
      (n) => n.title,
    );
    expect(titles).not.toContain('Contracts are settled automatically');
  });

  it('shows a notice the operator publishes for agents, within its window', async () => {
    const agent = await moneyPlayer(t, { type: 1 });
    const published = await ops(t, opsPublishNotice, {
      type: 'AG',
      text: { title: 'Payouts tonight', content: '<p>At 10 pm.</p>' },
      translations: { ES: { title: 'Pagos esta noche', content: '<p>A las 10 pm.</p>' } },
    });
    expect(published.statusCode, published.body).toBe(200);
    const later = await ops(t, opsPublishNotice, {
      type: 'AG',
      text: { title: 'Not yet', content: '<p>Tomorrow.</p>' },
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(later.statusCode).toBe(200);
    const ask = (language: string) =>
      call(t.app, getAgentAnnouncements, undefined, { ...agent.as(), query: { language } });
    const es = okValue(getAgentAnnouncements, await ask('ES')).list.map((n) => n.title);
    expect(es[0]).toBe('Pagos esta noche');
    expect(es).not.toContain('Not yet');
    const backwards = await ops(t, opsPublishNotice, {
      type: 'AG',
      text: { title: 'Backwards', content: '<p>x</p>' },
      startsAt: new Date(Date.now() + 2000).toISOString(),
      endsAt: new Date(Date.now() + 1000).toISOString(),
    });
    await expectError(backwards, 400, 'VALIDATION_FAILED');
  });
});
