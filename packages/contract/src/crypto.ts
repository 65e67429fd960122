import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';

/** The only scheme E calls accept: RSA-OAEP (SHA-256) wraps a fresh AES-256-GCM key. */
export const PAYLOAD_ENC = 'RSA-OAEP-256+A256GCM';

const base64 = (max: number) => z.base64().check(z.minLength(1), z.maxLength(max));

/**
 * The body of an E call (product §7 "E") on the wire: the JSON body encrypted with a fresh
 * AES-256-GCM key, that key wrapped with the server's RSA public key `kid`.
 */
export const EncryptedBody = /* @__PURE__ */ z.object({
  enc: z.literal(PAYLOAD_ENC),
  kid: z.string().check(z.minLength(1), z.maxLength(64)),
  /** RSA-OAEP (SHA-256) wrapped 256-bit AES key. */
  key: base64(1024),
  /** 12-byte AES-GCM nonce. */
  iv: z.base64().check(z.length(16)),
  /** AES-GCM ciphertext followed by the 16-byte tag. */
  data: base64(1_400_000),
});
export type EncryptedBody = z.infer<typeof EncryptedBody>;

export const getPublicKey = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/system/publicKey',
  tag: 'system',
  summary: 'RSA public key (SPKI DER, base64) the site encrypts E call bodies with',
  query: z.object({}),
  value: z.object({
    kid: z.string(),
    spki: z.string(),
    alg: z.literal(PAYLOAD_ENC),
  }),
});
