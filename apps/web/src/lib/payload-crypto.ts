import { type EncryptedBody, PAYLOAD_ENC } from '@gamehall/contract';

/** The server's payload key as getPublicKey answers it. */
export interface PayloadPublicKey {
  kid: string;
  /** SPKI DER, base64. */
  spki: string;
}

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) {
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** An E call body sealed: the wrapped AES key, the iv and the ciphertext with its tag. */
export interface Sealed {
  key: Uint8Array;
  iv: Uint8Array;
  data: Uint8Array;
}

async function sealWithWebCrypto(
  subtle: SubtleCrypto,
  plain: Uint8Array<ArrayBuffer>,
  spki: Uint8Array<ArrayBuffer>,
): Promise<Sealed> {
  const rsaKey = await subtle.importKey(
    'spki',
    spki,
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const rawKey = await subtle.exportKey('raw', aesKey);
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey);
  return { key: new Uint8Array(key), iv, data: new Uint8Array(data) };
}

/**
 * Encrypts an E call body (product §7 "E"): the JSON goes through AES-256-GCM under a fresh
 * key, and that key is wrapped with the server's RSA-OAEP (SHA-256) public key. WebCrypto
 * does it where the page is a secure context; elsewhere (plain http on an address) a
 * pure-JavaScript implementation, loaded only then, makes the same envelope (decision 017).
 */
export async function encryptPayload(
  body: unknown,
  publicKey: PayloadPublicKey,
): Promise<EncryptedBody> {
  const plain = new TextEncoder().encode(JSON.stringify(body));
  const spki = fromBase64(publicKey.spki);
  const subtle = globalThis.crypto.subtle as SubtleCrypto | undefined;
  const sealed = subtle
    ? await sealWithWebCrypto(subtle, plain, spki)
    : (await import('./payload-seal-forge.ts')).sealWithForge(plain, spki);
  return {
    enc: PAYLOAD_ENC,
    kid: publicKey.kid,
    key: toBase64(sealed.key),
    iv: toBase64(sealed.iv),
    data: toBase64(sealed.data),
  };
}
