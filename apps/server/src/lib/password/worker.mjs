// The password pool's worker (lib/password/pool.ts): one scrypt derivation
// per task, synchronously — this thread exists for nothing else. Plain JavaScript so it
// loads the same under `node --import tsx` and under the test runner.
import { scryptSync } from 'node:crypto';

export default function derive({ plain, salt, N, r, p, keylen, maxmem }) {
  return scryptSync(plain, Buffer.from(salt), keylen, { N, r, p, maxmem });
}
