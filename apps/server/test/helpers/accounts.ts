import { randomUUID } from 'node:crypto';
import {
  type CallDef,
  type EncryptedBody,
  getPublicKey,
  type LoginResult,
} from '@gamehall/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../src/db/client.ts';
import { captchas, outbox } from '../../src/db/schema/index.ts';
import { hashWith } from '../../src/lib/password/password.ts';
import { insertMemberRow, type MemberInsert } from '../../src/modules/member/repo.ts';
import { encrypt } from './payload-crypto.ts';

/** Mexico, as the brand's demo data uses. */
export const DIAL = '52';

let ipCounter = 0;
/** A fresh client IP, so per-IP limits of one test never touch another. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let mobileCounter = 0;
export function freshMobile(): string {
  mobileCounter++;
  return `55${String(Date.now() % 1_000_000).padStart(6, '0')}${String(mobileCounter).padStart(2, '0')}`;
}

const keys = new WeakMap<FastifyInstance, Promise<{ kid: string; spki: string }>>();

async function publicKey(app: FastifyInstance) {
  let key = keys.get(app);
  if (!key) {
    key = app
      .inject({ method: 'GET', url: getPublicKey.path })
      .then((res) => (res.json() as { value: { kid: string; spki: string } }).value);
    keys.set(app, key);
  }
  return key;
}

/** An E-call body encrypted with the app's published key, as the site sends it. */
export async function encryptedBody(app: FastifyInstance, body: unknown): Promise<EncryptedBody> {
  return encrypt(body, await publicKey(app));
}

export interface CallOptions {
  ip?: string;
  token?: string | null;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Calls a contract call as the site does: E bodies encrypted, token and client IP in headers. */
export async function call(
  app: FastifyInstance,
  def: CallDef,
  body?: unknown,
  { ip, token, query, headers = {} }: CallOptions = {},
) {
  const payload =
    body === undefined ? undefined : def.encrypted ? await encryptedBody(app, body) : body;
  return app.inject({
    method: def.method,
    url: def.path,
    query,
    headers: {
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...(token ? { token } : {}),
      'user-agent': 'vitest',
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The success value of an answer, checked against the call's schema. */
export function okValue<C extends CallDef>(def: C, res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(200);
  const body = z
    .object({ success: z.literal(true), value: z.unknown() })
    .parse(JSON.parse(res.body));
  return z.parse(def.value, body.value) as z.output<C['value']>;
}

/** Messages the development gateways "sent" to a recipient, newest first. */
export async function readOutbox(database: Database, recipient: string) {
  return database.db
    .select()
    .from(outbox)
    .where(sql`replace(${outbox.recipient}, ' ', '') = ${recipient.replaceAll(' ', '')}`)
    .orderBy(desc(outbox.id));
}

/** The newest 6-digit code sent to a recipient. */
export async function lastCode(database: Database, recipient: string): Promise<string> {
  const [latest] = await readOutbox(database, recipient);
  const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox of ${recipient}`);
  return code;
}

/** Draws an image captcha and reads its answer from the table, as a person would read it. */
export async function solveCaptcha(app: FastifyInstance, database: Database, ip = freshIp()) {
  const captchaKey = `test-${Math.random().toString(36).slice(2)}-captcha`;
  const res = await app.inject({
    method: 'GET',
    url: '/wps/captcha',
    query: { key: captchaKey },
    headers: { 'x-forwarded-for': ip },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await database.db.select().from(captchas).where(eq(captchas.key, captchaKey));
  if (!row) throw new Error('captcha not stored');
  return { captchaKey, captcha: row.answer };
}

/**
 * Asks for an SMS code with a freshly solved captcha, as the site does. One code per
 * second per number is the gateway's rule, so a test asking again right after
 * registering waits out that second, as a person would (with a new captcha: any try
 * uses one up).
 */
export async function askCode(
  app: FastifyInstance,
  database: Database,
  url: string,
  ip: string,
  payload: Record<string, string>,
) {
  for (let attempt = 0; ; attempt++) {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { 'x-forwarded-for': ip },
      payload: { ...payload, ...(await solveCaptcha(app, database, ip)) },
    });
    if (res.statusCode === 429 && attempt < 3) {
      await new Promise((r) => setTimeout(r, 1100));
      continue;
    }
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }
}

/** Where each kind of SMS code is asked for, and the name its body gives the number. */
const smsCalls = {
  register: { url: '/wps/verification/sms/register', field: 'mobileNo' },
  login: { url: '/wps/verification/sms/noLogin', field: 'mobileNum' },
} as const;

/** Asks for an SMS code (registration, or login / reset by phone) and reads it. */
async function smsCode(
  kind: keyof typeof smsCalls,
  app: FastifyInstance,
  database: Database,
  mobile: string,
  ip = freshIp(),
) {
  const { url, field } = smsCalls[kind];
  await askCode(app, database, url, ip, { [field]: mobile, countryDialingCode: DIAL });
  return lastCode(database, `+${DIAL} ${mobile}`);
}

export const registerSmsCode = (app: FastifyInstance, db: Database, mobile: string, ip?: string) =>
  smsCode('register', app, db, mobile, ip);
export const loginSmsCode = (app: FastifyInstance, db: Database, mobile: string, ip?: string) =>
  smsCode('login', app, db, mobile, ip);

export interface Registration {
  username?: string;
  password?: string;
  mobile?: string;
  ip?: string;
  extra?: Record<string, unknown>;
}

/**
 * Registers a player by username the way the site does (captcha, SMS code with the brand's
 * REGMOBVERF3 on); returns the answer and what was used.
 */
export async function register(app: FastifyInstance, database: Database, r: Registration = {}) {
  const ip = r.ip ?? freshIp();
  const username = r.username ?? `player${Math.random().toString(36).slice(2, 10)}`;
  const password = r.password ?? 'secret123';
  const mobile = r.mobile ?? freshMobile();
  const verificationCode = await registerSmsCode(app, database, mobile, ip);
  const captcha = await solveCaptcha(app, database, ip);
  const res = await app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    headers: { 'x-forwarded-for': ip, 'user-agent': 'vitest' },
    payload: await encryptedBody(app, {
      username,
      password,
      confirmPassword: password,
      mobileNum: mobile,
      countryDialingCode: DIAL,
      verificationCode,
      ...captcha,
      agreeTerms: true,
      agreeAge: true,
      ...r.extra,
    }),
  });
  return { res, username, password, mobile, ip };
}

/** register() that must succeed; returns the login result too. */
export async function registered(app: FastifyInstance, database: Database, r: Registration = {}) {
  const out = await register(app, database, r);
  expect(out.res.statusCode, out.res.body).toBe(200);
  const value = (out.res.json() as { value: LoginResult }).value;
  if (!value.token || !value.member) throw new Error('registration did not log in');
  return { ...out, token: value.token, member: value.member, result: value };
}

export interface LoginInput {
  username: string;
  password: string;
  ip?: string;
  type?: 'username' | 'sms';
  captcha?: string;
  captchaKey?: string;
  remember?: boolean;
  /** The browser's Cookie header (a remember-me cookie). */
  cookie?: string;
}

export async function login(app: FastifyInstance, input: LoginInput) {
  const { ip = freshIp(), type = 'username', cookie, ...rest } = input;
  return app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { 'x-forwarded-for': ip, 'user-agent': 'vitest', ...(cookie ? { cookie } : {}) },
    payload: await encryptedBody(app, {
      type,
      ...rest,
      ...(type === 'sms' ? { countryDialingCode: DIAL } : {}),
    }),
  });
}

/**
 * A member written straight to the table, as an agent or operator would make one. The
 * hash uses a low scrypt cost (verify reads the cost from the string) to keep tests fast.
 */
export async function insertTestMember(
  database: Database,
  values: Omit<MemberInsert, 'passwordHash'> & { password: string },
) {
  const { password, ...rest } = values;
  return insertMemberRow(database.db, {
    ...rest,
    passwordHash: await hashWith(password, 10, 8, 1),
  });
}

/**
 * Test members with random accounts starting with `prefix`, remembering each one's account
 * (a round played through the provider wallet names the player by its account).
 */
export function testMembers(prefix: string) {
  const accounts = new Map<number, string>();
  return {
    async add(database: Database, type: number, uplineId?: number) {
      const account = `${prefix}${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const id = await insertTestMember(database, {
        account,
        password: 'Secret123',
        type,
        uplineId,
      });
      accounts.set(id, account);
      return id;
    },
    /** The member as a round names it. */
    player: (id: number) => ({ id, account: accounts.get(id) as string }),
  };
}
