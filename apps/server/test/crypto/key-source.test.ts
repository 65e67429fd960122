import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getPublicKey } from '@gamehall/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';
import { callValue } from '../system/calls.ts';

async function publicKeyOf(env: NodeJS.ProcessEnv) {
  const t = await buildTestApp(env);
  try {
    return await callValue(t.app, getPublicKey);
  } finally {
    await t.close();
  }
}

describe('payload key source', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it.skipIf(process.env.DATABASE_URL)(
    'a single PGlite instance keeps its key in DATA_DIR (mode 0600) across restarts',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'gh-payload-'));
      dirs.push(dir);
      const env = { NODE_ENV: 'development', DATA_DIR: dir };
      const first = await publicKeyOf(env);
      const second = await publicKeyOf(env);
      expect(second).toEqual(first);
      const file = await stat(path.join(dir, 'payload-key.pem'));
      expect(file.mode & 0o777).toBe(0o600);
    },
    // Two development apps on PGlite, each starting its jobs (the sportsbook's first feed
    // run writes the demo's matches) and closing after them.
    90_000,
  );

  it('PAYLOAD_PRIVATE_KEY wins, and the kid follows the key', async () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const given = await publicKeyOf({ PAYLOAD_PRIVATE_KEY: pem });
    const again = await publicKeyOf({ PAYLOAD_PRIVATE_KEY: pem.replaceAll('\n', '\\n') });
    expect(again.kid).toBe(given.kid);
    const generated = await publicKeyOf({});
    expect(generated.kid).not.toBe(given.kid);
  });
});
