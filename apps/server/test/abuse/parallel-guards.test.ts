import { completeLoginVerification, setPaymentPassword } from '@gamehall/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAudit } from '../../src/db/schema/index.ts';
import {
  call,
  freshIp,
  insertTestMember,
  login,
  registered,
  solveCaptcha,
} from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';

type Answer = { statusCode: number; json: () => { code?: string } };
const BURST = 40;

/** How many answers of each `status CODE` a burst got. */
function tally(answers: Answer[]) {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = `${a.statusCode} ${a.json().code ?? 'OK'}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

const burst = (make: (i: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: BURST }, (_, i) => make(i)));

// Each guard counts the attempt before the password or code is checked, so a parallel
// burst gets no more checks than the same tries one by one (docs/decisions/007).
describe.each(testBackends)(`abuse guards under ${BURST} parallel attempts, on %s`, (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, backend);
  });
  afterAll(() => t?.close());

  it('login from one address: 3 password checks, captcha, then only that pair is locked', async () => {
    await insertTestMember(t.database, { account: 'burst1', password: 'right123' });
    const ip = freshIp();
    const seen = tally(
      await burst((i) => login(t.app, { username: 'burst1', password: `wrong${i}`, ip })),
    );
    expect(seen['401 LOGIN_FAILED']).toBeLessThanOrEqual(3);
    expect(seen['429 TOO_MANY_REQUESTS']).toBe(20);
    expect((seen['401 LOGIN_FAILED'] ?? 0) + (seen['400 CAPTCHA_REQUIRED'] ?? 0)).toBe(20);
    // The owner, elsewhere, solves the captcha and is in: the burst locked nobody out.
    const owner = await login(t.app, {
      username: 'burst1',
      password: 'right123',
      ...(await solveCaptcha(t.app, t.database)),
    });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('login from a botnet: 3 password checks, then every try needs a captcha, no lock', async () => {
    await insertTestMember(t.database, { account: 'burst2', password: 'right123' });
    const seen = tally(
      await burst((i) => login(t.app, { username: 'burst2', password: `wrong${i}` })),
    );
    expect(seen['401 LOGIN_FAILED']).toBeLessThanOrEqual(3);
    expect((seen['401 LOGIN_FAILED'] ?? 0) + (seen['400 CAPTCHA_REQUIRED'] ?? 0)).toBe(BURST);
    const owner = await login(t.app, {
      username: 'burst2',
      password: 'right123',
      ...(await solveCaptcha(t.app, t.database)),
    });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('payment password: 5 checks, then 429', async () => {
    const r = await registered(t.app, t.database);
    const seen = tally(
      await burst((i) =>
        call(
          t.app,
          setPaymentPassword,
          {
            loginPassword: `wrong${i}x`,
            paymentPassword: '123456',
            confirmPaymentPassword: '123456',
          },
          // From many addresses, so only the member's own guard can stop the guesses.
          { token: r.token, ip: freshIp() },
        ),
      ),
    );
    expect(seen).toEqual({ '400 PASSWORD_INCORRECT': 5, '429 TOO_MANY_REQUESTS': BURST - 5 });
  });

  it('payment password: the same right secret 10 times at once, as a retrying client sends it, is never refused', async () => {
    const r = await registered(t.app, t.database);
    const same = () =>
      call(
        t.app,
        setPaymentPassword,
        {
          loginPassword: r.password,
          paymentPassword: '654321',
          confirmPaymentPassword: '654321',
        },
        { token: r.token, ip: freshIp() },
      );
    const answers = await Promise.all(Array.from({ length: 10 }, same));
    expect(tally(answers)).toEqual({ '200 OK': 10 });
  });

  it('second verification: a ticket’s 5 tries, whatever the burst', async () => {
    const r = await registered(t.app, t.database);
    const challenged = await login(t.app, { username: r.username, password: r.password });
    const ticket = challenged.json().value.verification.ticket as string;
    const ip = freshIp();
    const seen = tally(
      await burst((i) =>
        call(
          t.app,
          completeLoginVerification,
          { ticket, method: 'sms', code: String(100000 + i) },
          { ip },
        ),
      ),
    );
    expect(seen['200 OK']).toBeUndefined();
    const checked = await t.database.db
      .select()
      .from(authAudit)
      .where(
        and(eq(authAudit.memberId, r.member.id), eq(authAudit.event, 'second_verification_failed')),
      );
    expect(checked.length).toBe(5);
  });
});
