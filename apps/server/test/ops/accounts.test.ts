import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/cli/run.ts';
import { members, operatorAudit } from '../../src/db/schema/index.ts';
import { verifyPassword } from '../../src/lib/password/password.ts';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/app.ts';
import { cliAgainst } from '../helpers/cli.ts';
import { expectError } from '../system/calls.ts';

const auth = { authorization: `Bearer ${TEST_OPERATOR_KEY}` };

describe('ops: outbox and member accounts', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const member = async (account: string) => {
    const [row] = await t.database.db.select().from(members).where(eq(members.account, account));
    return row;
  };
  const create = (payload: object, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'POST', url: '/ops/members', payload, headers });
  const cli = cliAgainst(() => url);

  it('GET /ops/outbox lists messages newest first, by recipient, with a limit', async () => {
    await t.app.sms.send('+52 5512360001', 'first');
    await t.app.mailer.send({ to: 'ops@example.com', subject: 'Hello', text: 'second' });
    await t.app.sms.send('+52 5512360001', 'third');
    const all = await t.app.inject({ url: '/ops/outbox', headers: auth });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().value.messages.map((m: { body: string }) => m.body)).toEqual([
      'third',
      'second',
      'first',
    ]);
    const one = await t.app.inject({
      url: '/ops/outbox',
      query: { recipient: '+52 5512360001', limit: '1' },
      headers: auth,
    });
    expect(one.json().value.messages).toEqual([
      expect.objectContaining({
        channel: 'sms',
        recipient: '+52 5512360001',
        body: 'third',
        subject: null,
      }),
    ]);
    await expectError(
      await t.app.inject({ url: '/ops/outbox?limit=201', headers: auth }),
      400,
      'VALIDATION_FAILED',
    );
    await expectError(await t.app.inject({ url: '/ops/outbox' }), 401, 'UNAUTHORIZED');
  });

  it('POST /ops/members without a password: the default one, flagged for a change', async () => {
    const res = await create({
      account: 'NewPlayer',
      mobile: '5512360002',
      countryDialingCode: '+52',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      account: 'newplayer',
      type: 0,
      passwordIsDefault: true,
    });
    const row = await member('newplayer');
    expect(row).toMatchObject({
      passwordIsDefault: true,
      mobile: '5512360002',
      mobileDialingCode: '52',
    });
    const { settings } = await t.app.settings.get();
    expect(await verifyPassword(settings.accounts.defaultPassword, row?.passwordHash ?? '')).toBe(
      true,
    );
  });

  it('with a password: not flagged; the audit row never holds the password', async () => {
    const res = await create({
      account: 'agent7',
      type: 1,
      password: 'S3cret-pass',
      affiliateCode: 'AG7CODE',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await member('agent7');
    expect(row).toMatchObject({ type: 1, passwordIsDefault: false, affiliateCode: 'AG7CODE' });
    expect(await verifyPassword('S3cret-pass', row?.passwordHash ?? '')).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(operatorAudit)
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'POST /ops/members', outcome: 'ok' });
    expect(JSON.stringify(audit?.payload)).not.toContain('S3cret-pass');
  });

  it('duplicates are 409; bad type is 400; no key is 401', async () => {
    await expectError(await create({ account: 'NEWPLAYER' }), 409, 'ACCOUNT_EXISTS');
    await expectError(
      await create({ account: 'other1', mobile: '5512360002', countryDialingCode: '52' }),
      409,
      'MOBILE_EXISTS',
    );
    await expectError(await create({ account: 'other2', type: 4 }), 400, 'VALIDATION_FAILED');
    await expectError(await create({ account: 'other3' }, {}), 401, 'UNAUTHORIZED');
    expect(await member('other3')).toBeUndefined();
  });

  it('a player under an agent by its invitation code', async () => {
    const res = await create({ account: 'downline1', upline: 'ag7code' });
    expect(res.statusCode, res.body).toBe(200);
    const agent = await member('agent7');
    expect((await member('downline1'))?.uplineId).toBe(agent?.id);
    await expectError(
      await create({ account: 'downline2', upline: 'NOPE' }),
      400,
      'INVALID_AFFILIATE',
    );
  });

  it('CLI: member create and outbox', async () => {
    const made = await cli(
      'member',
      'create',
      'CliAgent',
      '--type',
      '1',
      '--mobile',
      '+52',
      '5512360003',
      '--email',
      'Cli@Example.com',
    );
    expect(made).toMatchObject({ code: 0, err: '' });
    expect(made.out).toMatch(/^created agent cliagent \(id \d+\) with the default password/);
    expect(await member('cliagent')).toMatchObject({
      type: 1,
      mobile: '5512360003',
      email: 'cli@example.com',
    });
    const dup = await cli('member', 'create', 'cliagent');
    expect(dup.err).toMatch(/409 ACCOUNT_EXISTS/);

    const box = await cli('outbox', '+52', '5512360001');
    expect(box.code).toBe(0);
    const lines = box.out.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT.* {2}sms {2}\+52 5512360001 {2}- {2}third$/);
    expect((await cli('outbox', 'nobody@example.com')).out).toBe('outbox is empty');
  });

  it('CLI argument errors', () => {
    expect(() => parseCommand(['member', 'create'])).toThrow(/needs an account/);
    expect(() => parseCommand(['member', 'create', 'x1', '--type'])).toThrow(/needs a value/);
    expect(() => parseCommand(['member', 'create', 'x1', '--mobile', '5512'])).toThrow(
      /dialing code/,
    );
    expect(parseCommand(['member', 'create', 'x1', '--mobile', '+52 5512345678']).body).toEqual({
      account: 'x1',
      countryDialingCode: '52',
      mobile: '5512345678',
    });
  });
});
