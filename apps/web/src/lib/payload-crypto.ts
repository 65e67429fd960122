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

/**
 * Encrypts an E call body (spec §7 "E"): the JSON goes through AES-256-GCM under a fresh
 * key, and that key is wrapped with the server's RSA-OAEP (SHA-256) public key.
 */
export async function encryptPayload(
  body: unknown,
  publicKey: PayloadPublicKey,
): Promise<EncryptedBody> {
  const { subtle } = globalThis.crypto;
  const rsaKey = await subtle.importKey(
    'spki',
    fromBase64(publicKey.spki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(body));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const rawKey = await subtle.exportKey('raw', aesKey);
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey);
  return {
    enc: PAYLOAD_ENC,
    kid: publicKey.kid,
    key: toBase64(key),
    iv: toBase64(iv),
    data: toBase64(data),
  };
}
