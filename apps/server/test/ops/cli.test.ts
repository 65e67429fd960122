import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod';
import { parseCommand, runCli } from '../../src/cli/run.ts';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/app.ts';
import { logIn } from '../helpers/staff.ts';

describe('npm run operator', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  async function run(args: string[], key = TEST_OPERATOR_KEY) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      [...args, '--url', url],
      { OPERATOR_KEY: key },
      {
        out: (l) => out.push(l),
        err: (l) => err.push(l),
      },
    );
    return { code, out, err };
  }

  it('maintenance on --until, status, off: one line each', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const on = await run(['maintenance', 'on', '--until', until]);
    expect(on).toEqual({ code: 0, out: [`maintenance ON until ${until}`], err: [] });
    expect((await run(['status'])).out[0]).toMatch(/^maintenance ON until .*; blocked countries/);
    expect((await run(['maintenance', 'off'])).out).toEqual(['maintenance off']);
  });

  it('region block / block-ip / unblock change what the server enforces', async () => {
    expect((await run(['region', 'block', 'CN', 'ru'])).out[0]).toContain(
      'blocked countries: CN,RU',
    );
    expect((await run(['region', 'block-ip', '203.0.113.0/24'])).out[0]).toContain(
      'blocked ranges: 203.0.113.0/24',
    );
    const { settings } = await t.app.settings.get();
    expect(settings.regionRestriction).toEqual({
      blockedCountries: ['CN', 'RU'],
      blockedCidrs: ['203.0.113.0/24'],
    });
    await run(['region', 'unblock', 'CN', 'RU']);
    const last = await run(['region', 'unblock-ip', '203.0.113.0/24']);
    expect(last.out[0]).toBe('blocked countries: none; blocked ranges: none');
  });

  it('staff create makes the first admin, whose password logs in to the console', async () => {
    const made = await run(['staff', 'create', 'boss', '--role', 'admin']);
    expect(made.code, made.err.join()).toBe(0);
    const password = /password (\S+) — shown once/.exec(made.out[0] ?? '')?.[1];
    expect(password).toMatch(/^[\w-]{20}$/);
    const login = await logIn(t, 'boss', password);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().value.enrol.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*boss/);
    expect((await run(['staff', 'list'])).out[0]).toBe('boss  admin  (authenticator not enrolled)');
    expect((await run(['staff', 'role', 'boss', 'finance'])).out[0]).toBe(
      'boss is now finance; their sessions ended',
    );
    const bad = await run(['staff', 'create', 'clerk', '--role', 'cashier']);
    expect(bad.code).toBe(1);
    expect(bad.err.join('\n')).toContain('--role is one of admin, finance, risk, support, content');
  });

  it('brand reload names what it reloaded', async () => {
    expect((await run(['brand', 'reload'])).out[0]).toMatch(/^brand reloaded: site, whitelabel/);
  });

  it('errors are one clear line with a non-zero exit', async () => {
    const wrongKey = await run(['status'], 'wrong-operator-key-0000');
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.err).toEqual([expect.stringMatching(/^gamehall operator: 401 UNAUTHORIZED/)]);
    const bad = await run(['region', 'block', 'XX']);
    expect(bad.err).toEqual([expect.stringMatching(/400 VALIDATION_FAILED: unknown country/)]);
    const unknown = await run(['launch', 'rockets']);
    expect(unknown.err).toEqual([expect.stringMatching(/unknown command: launch rockets/)]);
  });

  it('says so when the server is not running', async () => {
    const lines: string[] = [];
    const code = await runCli(
      ['status', '--url', 'http://127.0.0.1:9'],
      { OPERATOR_KEY: TEST_OPERATOR_KEY },
      { out: (l) => lines.push(l), err: (l) => lines.push(l) },
    );
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/cannot reach http:\/\/127\.0\.0\.1:9 .*running/),
    ]);
  });

  it('parses arguments without a server', () => {
    expect(parseCommand(['maintenance', 'on']).body).toEqual({ on: true, until: null });
    expect(() => parseCommand(['region', 'block'])).toThrow(/at least one value/);
    expect(() => parseCommand(['maintenance', 'on', '--until'])).toThrow(/ISO/);
  });
});

describe('the operator CLI speaks the contract', () => {
  const commands = [
    ['status'],
    ['settings'],
    ['maintenance', 'on'],
    ['maintenance', 'off'],
    ['region', 'block', 'CN'],
    ['region', 'unblock-ip', '203.0.113.0/24'],
    ['brand', 'reload'],
    ['outbox', '+52', '5512345678'],
    ['member', 'create', 'someone', '--type', '1'],
    ['ledger', 'check'],
    ['withdrawals', 'pending'],
    ['withdrawal', 'approve', 'W1'],
    ['withdrawal', 'refund', 'W1', '--remark', 'not received'],
    ['adjust', 'player1', '5', '--remark', 'goodwill'],
    ['vendor', 'key', 'ACME'],
    ['agent', 'contract', 'demoagent', 'DAILY_SALARY', '1.5', '--period', 'W'],
    ['agent', 'contract', 'demoagent', 'REALTIME_SALARY', '0.2', '--loss-rate', '0.5'],
    ['notice', 'add', 'AG', '--title', 'Payouts tonight', '--content', '<p>At 10 pm.</p>'],
    ['message', 'send', 'player1', '--title', 'Hello', '--body', 'Your bonus is waiting.'],
  ];

  it.each(commands.map((c) => [c.join(' '), c]))(
    '%s is a call declared in packages/contract, with a body or query its schema takes',
    async (_, words) => {
      const contract = await import('@gamehall/contract');
      const request = parseCommand(words as string[]);
      expect(Object.values(contract)).toContain(request.call);
      const { body, query } = request.call;
      if (body) expect(safeParse(body, request.body).success).toBe(true);
      if (query) expect(safeParse(query, request.query ?? {}).success).toBe(true);
    },
  );
});
