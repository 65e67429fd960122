// @vitest-environment node
import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { EncryptedBody, PAYLOAD_ENC } from '@gamehall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { encryptPayload } from './payload-crypto.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** What the server does (apps/server/src/plugins/payload-encryption.ts). */
function decrypt(envelope: EncryptedBody): unknown {
  const key = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(envelope.key, 'base64'),
  );
  const data = Buffer.from(envelope.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(envelope.iv, 'base64'));
  decipher.setAuthTag(data.subarray(-16));
  const plain = Buffer.concat([decipher.update(data.subarray(0, -16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

/** Where the page runs: WebCrypto, or outside a secure context (no crypto.subtle). */
const contexts = [
  { name: 'in a secure context (WebCrypto)', enter: () => {} },
  {
    name: 'outside a secure context (node-forge)',
    enter: () => {
      const { getRandomValues } = globalThis.crypto;
      vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
      expect(globalThis.crypto.subtle).toBeUndefined();
    },
  },
];

describe.each(contexts)('encryptPayload $name', ({ enter }) => {
  beforeEach(enter);
  afterEach(() => vi.unstubAllGlobals());

  it('builds an envelope the server can open', async () => {
    const body = { secret: 'hunter22', amount: 12.5, note: 'ñ € 😀' };
    const envelope = await encryptPayload(body, { kid: 'k1', spki });
    expect(z.parse(EncryptedBody, envelope)).toEqual(envelope);
    expect(envelope).toMatchObject({ enc: PAYLOAD_ENC, kid: 'k1' });
    expect(Buffer.from(envelope.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(envelope.key, 'base64')).toHaveLength(256);
    expect(JSON.stringify(envelope)).not.toContain('hunter22');
    expect(decrypt(envelope)).toEqual(body);
  });

  it('uses a fresh key and iv every time', async () => {
    const a = await encryptPayload({ x: 1 }, { kid: 'k1', spki });
    const b = await encryptPayload({ x: 1 }, { kid: 'k1', spki });
    expect(a.iv).not.toBe(b.iv);
    expect(a.key).not.toBe(b.key);
    expect(a.data).not.toBe(b.data);
    expect(decrypt(a)).toEqual({ x: 1 });
    expect(decrypt(b)).toEqual({ x: 1 });
  });
});
