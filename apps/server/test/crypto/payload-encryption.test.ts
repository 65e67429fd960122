import { defineCall, getPublicKey, PAYLOAD_ENC } from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { handle } from '../../src/lib/define-routes.ts';
import { openTestDatabase } from '../helpers/database.ts';
import { encrypt } from '../helpers/payload-crypto.ts';
import { callValue, expectError } from '../system/calls.ts';

async function otherPublicKey(kid: string) {
  const pair = await globalThis.crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = await globalThis.crypto.subtle.exportKey('spki', pair.publicKey);
  return { kid, spki: Buffer.from(spki).toString('base64') };
}

const echoSecret = defineCall({
  method: 'POST',
  path: '/wps/test/echoSecret',
  tag: 'test',
  summary: 'Test-only E call',
  encrypted: true,
  body: z.object({ secret: z.string() }),
  value: z.object({ length: z.int() }),
});

describe('E call payload encryption', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let pub: z.infer<typeof getPublicKey.value>;
  beforeAll(async () => {
    // buildTestApp answers a ready app; the test-only call must be added before ready.
    database = await openTestDatabase();
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
    });
    handle(app, echoSecret, ({ body }) => ({ length: body.secret.length }));
    await app.ready();
    pub = await callValue(app, getPublicKey);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: echoSecret.path, payload: payload as object });

  it('publishes an RSA-OAEP key that WebCrypto imports', async () => {
    expect(pub.alg).toBe(PAYLOAD_ENC);
    expect(pub.kid).toMatch(/^[\w-]{16}$/);
    const key = await globalThis.crypto.subtle.importKey(
      'spki',
      Buffer.from(pub.spki, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['encrypt'],
    );
    const algorithm: { name: string; modulusLength?: number } = key.algorithm;
    expect(algorithm.modulusLength).toBeGreaterThanOrEqual(2048);
  });

  it('accepts an encrypted body and hands the handler the decrypted object', async () => {
    const res = await post(await encrypt({ secret: 'hunter22' }, pub));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { length: 8 } });
  });

  it('still validates the decrypted body against the call schema', async () => {
    await expectError(await post(await encrypt({ secret: 42 }, pub)), 400, 'VALIDATION_FAILED');
  });

  it('refuses a plaintext body', async () => {
    await expectError(await post({ secret: 'hunter22' }), 400, 'ENCRYPTION_REQUIRED');
    await expectError(
      await app.inject({ method: 'POST', url: echoSecret.path }),
      400,
      'ENCRYPTION_REQUIRED',
    );
  });

  it('refuses tampered, foreign-key and garbage envelopes without details', async () => {
    const good = await encrypt({ secret: 'hunter22' }, pub);
    const data = Buffer.from(good.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 1;
    const foreign = await encrypt({ secret: 'x' }, await otherPublicKey(pub.kid));
    const bad: unknown[] = [
      { ...good, data: data.toString('base64') },
      foreign,
      { ...good, kid: 'someone-else' },
      { ...good, key: '!!!not base64!!!' },
      { ...good, iv: 'AAAA' },
      { enc: PAYLOAD_ENC },
      { ...good, enc: 'none' },
    ];
    for (const payload of bad) {
      const res = await post(payload);
      const body = await expectError(res, 400, 'BAD_REQUEST');
      expect(body.message).toBe('Encrypted payload could not be read');
      expect(res.body).not.toMatch(/stack|at |Error:/);
    }
  });
});
