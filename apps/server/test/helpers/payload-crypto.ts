import { type EncryptedBody, PAYLOAD_ENC } from '@gamehall/contract';

/**
 * The site's E-call encryption (apps/web/src/lib/payload-crypto.ts), redone for tests: no
 * server→web import.
 */
export async function encrypt(
  body: unknown,
  pub: { kid: string; spki: string },
): Promise<EncryptedBody> {
  const { subtle } = globalThis.crypto;
  const rsaKey = await subtle.importKey(
    'spki',
    Buffer.from(pub.spki, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aesKey,
    new TextEncoder().encode(JSON.stringify(body)),
  );
  const key = await subtle.encrypt(
    { name: 'RSA-OAEP' },
    rsaKey,
    await subtle.exportKey('raw', aesKey),
  );
  const b64 = (b: ArrayBuffer | Uint8Array) => Buffer.from(b as ArrayBuffer).toString('base64');
  return { enc: PAYLOAD_ENC, kid: pub.kid, key: b64(key), iv: b64(iv), data: b64(data) };
}
