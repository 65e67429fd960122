const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters of [A-Za-z0-9] from the browser's secure random source. */
export function randomToken(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 256 is not a multiple of 62: drop the top values so every character is equally likely.
  let out = '';
  for (const b of bytes) {
    if (b < 248) out += ALPHABET[b % 62];
  }
  return out.length >= length ? out : out + randomToken(length - out.length);
}
