import forge from 'node-forge';
import type { Sealed } from './payload-crypto.ts';

const binary = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const bytesOf = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/**
 * The same envelope as WebCrypto makes (AES-256-GCM, 128-bit tag after the ciphertext;
 * the key wrapped with RSA-OAEP, SHA-256 and MGF1-SHA-256), in node-forge's pure
 * JavaScript, for pages opened outside a secure context, where crypto.subtle does not
 * exist (plain http on an address, decision 017). Loaded only then.
 */
export function sealWithForge(plain: Uint8Array, spki: Uint8Array): Sealed {
  const publicKey = forge.pki.publicKeyFromAsn1(
    forge.asn1.fromDer(binary(spki)),
  ) as forge.pki.rsa.PublicKey;
  const aesKey = binary(crypto.getRandomValues(new Uint8Array(32)));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = forge.cipher.createCipher('AES-GCM', aesKey);
  cipher.start({ iv: binary(iv), tagLength: 128 });
  cipher.update(forge.util.createBuffer(binary(plain)));
  if (!cipher.finish()) throw new Error('AES-GCM encryption failed');
  const data = cipher.output.getBytes() + cipher.mode.tag.getBytes();
  const key = publicKey.encrypt(aesKey, 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return { key: bytesOf(key), iv, data: bytesOf(data) };
}
