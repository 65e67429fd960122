import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../src/db/schema/index.ts';
import { ALPHABET } from '../../src/modules/captcha/glyphs.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { expectError } from '../system/calls.ts';

let seq = 0;
const newKey = () => `captcha-test-key-${String(++seq).padStart(6, '0')}`;

describe('image captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const fetchCaptcha = (key: string, ip = '192.0.2.10') =>
    t.app.inject({ url: `/wps/captcha?key=${key}`, headers: { 'x-forwarded-for': ip } });
  const answerOf = async (key: string) => {
    const [row] = await t.database.db.select().from(captchas).where(eq(captchas.key, key));
    return row;
  };

  it('draws a real 120×40 PNG and stores a 4-character unambiguous answer', async () => {
    const key = newKey();
    const res = await fetchCaptcha(key);
    expect(res.statusCode, res.body).toBe(200);
    const png = PNG.sync.read(Buffer.from(res.json().value, 'base64'));
    expect([png.width, png.height]).toEqual([120, 40]);
    // Not a blank picture: several colours are drawn.
    const colours = new Set<number>();
    for (let i = 0; i < png.data.length; i += 4) colours.add(png.data.readUInt32BE(i));
    expect(colours.size).toBeGreaterThan(3);
    const row = await answerOf(key);
    expect(row?.answer).toMatch(new RegExp(`^[${ALPHABET}]{4}$`));
    expect(ALPHABET).not.toMatch(/[01OIL]/);
    const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(110_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });

  it('the right answer passes once (any case); a replay is refused', async () => {
    const key = newKey();
    await fetchCaptcha(key);
    const answer = (await answerOf(key))?.answer as string;
    expect(await t.app.captcha.verify(key, answer.toLowerCase())).toBe(true);
    expect(await t.app.captcha.verify(key, answer)).toBe(false);
  });

  it('parallel tries with the right answer: only one passes', async () => {
    const key = newKey();
    await t.app.captcha.issue(key);
    const answer = (await answerOf(key))?.answer as string;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => t.app.captcha.verify(key, answer)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('a wrong answer uses the captcha up', async () => {
    const key = newKey();
    await fetchCaptcha(key);
    const answer = (await answerOf(key))?.answer as string;
    expect(await t.app.captcha.verify(key, 'ZZZZZ')).toBe(false);
    expect(await answerOf(key)).toBeUndefined();
    expect(await t.app.captcha.verify(key, answer)).toBe(false);
  });

  it('missing key or answer, unknown key and an expired captcha are false', async () => {
    expect(await t.app.captcha.verify(undefined, 'ABCD')).toBe(false);
    expect(await t.app.captcha.verify('never-issued-key-0001', 'ABCD')).toBe(false);
    const key = newKey();
    await fetchCaptcha(key);
    const answer = (await answerOf(key))?.answer as string;
    expect(await t.app.captcha.verify(key, undefined)).toBe(false);
    await t.app.captcha.issue(key);
    const fresh = (await answerOf(key))?.answer as string;
    await t.database.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.key, key));
    expect(await t.app.captcha.verify(key, fresh)).toBe(false);
    expect(answer).toMatch(/^.{4}$/);
  });

  it('a new picture replaces the earlier answer for the key', async () => {
    const key = newKey();
    await t.app.captcha.issue(key);
    const rows = async () => t.database.db.select().from(captchas).where(eq(captchas.key, key));
    expect(await rows()).toHaveLength(1);
    await t.app.captcha.issue(key);
    expect(await rows()).toHaveLength(1);
  });

  it('refreshing the same key within a second: 429', async () => {
    const key = newKey();
    expect((await fetchCaptcha(key, '192.0.2.11')).statusCode).toBe(200);
    const res = await fetchCaptcha(key, '192.0.2.11');
    await expectError(res, 429, 'TOO_MANY_REQUESTS');
    expect(res.headers['retry-after']).toBe('1');
    await new Promise((r) => setTimeout(r, 1100));
    expect((await fetchCaptcha(key, '192.0.2.11')).statusCode).toBe(200);
  });

  it('a bad key is a 400', async () => {
    await expectError(await fetchCaptcha('short'), 400, 'VALIDATION_FAILED');
  });
});
