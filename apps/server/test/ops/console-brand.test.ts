import { getWhitelabel, type ModuleNode, opsChangeSetting } from '@gamehall/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../src/db/schema/index.ts';
import { register } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { asStaff, staffMember } from '../helpers/staff.ts';
import { callValue, expectError } from '../system/calls.ts';

/** The tree with `modId` switched to `enabled`, wherever it sits. */
const switched = (tree: ModuleNode[], modId: string, enabled: '0' | '1'): ModuleNode[] =>
  tree.map((n) => ({
    ...n,
    enabled: n.modId === modId ? enabled : n.enabled,
    childrenNodes: switched(n.childrenNodes, modId, enabled),
  }));

const find = (tree: ModuleNode[], modId: string): ModuleNode | undefined =>
  tree.find((n) => n.modId === modId) ??
  find(
    tree.flatMap((n) => n.childrenNodes),
    modId,
  );

describe('the console changes brand settings with the server’s schemas (issue 19)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await staffMember(t, 'admin')).token;
  });
  afterAll(() => t?.close());

  const settings = async () => (await t.app.settings.get()).settings;
  const change = (key: string, value: unknown, token = admin) =>
    asStaff(t, token, opsChangeSetting, { key, value });
  const lastAudit = async () => {
    const [row] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, `POST ${opsChangeSetting.path}`))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    return row;
  };

  it('switching username registration and the register button off reaches the site', async () => {
    let tree = (await settings()).whitelabel;
    tree = switched(switched(tree, 'USERNAMEREG3', '0'), 'DIRECTREG3', '0');
    const res = await change('whitelabel', tree);
    expect(res.statusCode, res.body).toBe(200);
    const served = await callValue(t.app, getWhitelabel);
    expect(find(served, 'USERNAMEREG3')?.enabled).toBe('0');
    expect(find(served, 'DIRECTREG3')?.enabled).toBe('0');
    expect(find(served, 'MOBILENUMREG3')?.enabled).toBe('1');
    await expectError((await register(t.app, t.database)).res, 403, 'FEATURE_DISABLED');

    // The audit names what the tree was and became.
    const audit = await lastAudit();
    expect(audit?.outcome).toBe('ok');
    expect(find(audit?.before as ModuleNode[], 'USERNAMEREG3')?.enabled).toBe('1');
    expect(find(audit?.after as ModuleNode[], 'USERNAMEREG3')?.enabled).toBe('0');

    const back = await change(
      'whitelabel',
      switched(switched(tree, 'USERNAMEREG3', '1'), 'DIRECTREG3', '1'),
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(find(await callValue(t.app, getWhitelabel), 'USERNAMEREG3')?.enabled).toBe('1');
  });

  it('a money change is saved whole, answered, and audited before and after', async () => {
    const money = (await settings()).money;
    const res = await change('money', { ...money, withdrawMin: 25, winCapMultiple: 4000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ key: 'money', value: { withdrawMin: 25 } });
    expect((await settings()).money).toMatchObject({ withdrawMin: 25, winCapMultiple: 4000 });
    const audit = await lastAudit();
    expect(audit?.before).toMatchObject({ withdrawMin: money.withdrawMin });
    expect(audit?.after).toMatchObject({ withdrawMin: 25, winCapMultiple: 4000 });
    expect(audit?.staffAccount).toMatch(/^admin/);
  });

  it.each([
    ['withdrawMin above withdrawMax', { withdrawMin: 900, withdrawMax: 100 }, 'value.withdrawMin'],
    ['a negative limit', { withdrawMax: -5 }, 'value.withdrawMax'],
    ['three decimals', { withdrawMin: 1.005 }, 'value.withdrawMin'],
    [
      'a deposit channel whose min exceeds its max',
      { depositChannels: [{ id: 'bank', name: 'Bank', provider: 'SANDBOX', min: 500, max: 100 }] },
      'value.depositChannels.0.min',
    ],
  ])('refuses %s with 400 naming the path, the setting unchanged', async (_, over, path) => {
    const money = (await settings()).money;
    const res = await change('money', { ...money, ...over });
    const body = await expectError(res, 400, 'VALIDATION_FAILED');
    expect(body.message).toContain(path);
    const details = (res.json() as { details: { path: string; message: string }[] }).details;
    expect(details.map((d) => d.path)).toContain(path);
    expect((await settings()).money).toEqual(money);
    expect((await lastAudit())?.outcome).toBe('400');
  });

  it('refuses a registration rule whose minLength exceeds its maxLength', async () => {
    const rules = (await settings()).registerRules;
    const at = rules.findIndex((r) => r.field === 'username');
    const broken = rules.map((r, i) => (i === at ? { ...r, minLength: 20, maxLength: 8 } : r));
    const res = await change('registerRules', broken);
    await expectError(res, 400, 'VALIDATION_FAILED');
    expect((res.json() as { details: { path: string }[] }).details).toEqual([
      expect.objectContaining({ path: `value.${at}.minLength` }),
    ]);
    expect((await settings()).registerRules).toEqual(rules);
  });

  it('refuses accounts out of range and a missing value', async () => {
    const accounts = (await settings()).accounts;
    const res = await change('accounts', { ...accounts, sessionHours: 0 });
    await expectError(res, 400, 'VALIDATION_FAILED');
    expect((res.json() as { details: { path: string }[] }).details[0]?.path).toBe(
      'value.sessionHours',
    );
    await expectError(
      await asStaff(t, admin, opsChangeSetting, { key: 'accounts' }),
      400,
      'VALIDATION_FAILED',
    );
    await expectError(
      await change('maintenance', { on: true, end: null }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await settings()).toMatchObject({ accounts, maintenance: { on: false } });
  });

  it('keeps the default password out of the audit’s before and after', async () => {
    const accounts = (await settings()).accounts;
    const res = await change('accounts', { ...accounts, sessionHours: 12 });
    expect(res.statusCode, res.body).toBe(200);
    const audit = await lastAudit();
    expect(audit?.before).toMatchObject({ sessionHours: accounts.sessionHours });
    expect(audit?.after).toMatchObject({ sessionHours: 12, defaultPassword: '(unchanged)' });
    expect(JSON.stringify([audit?.before, audit?.after, audit?.payload])).not.toContain(
      accounts.defaultPassword,
    );
  });

  it.each(['support', 'finance'] as const)('refuses the %s role with 403', async (role) => {
    const { token } = await staffMember(t, role);
    const money = (await settings()).money;
    const res = await change('money', { ...money, withdrawMin: 11 }, token);
    await expectError(res, 403, 'PERMISSION_DENIED');
    expect((await settings()).money).toEqual(money);
  });
});
