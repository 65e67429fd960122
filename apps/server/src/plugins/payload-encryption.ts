import {
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  type KeyObject,
  privateDecrypt,
  constants as rsa,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { EncryptedBody, getPublicKey, PAYLOAD_ENC } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { handle } from '../lib/define-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Opens an E call body (contract EncryptedBody); any failure is a 400 BAD_REQUEST. */
    decryptPayload: (body: unknown) => unknown;
  }
}

export interface PayloadEncryptionOptions {
  /** PEM private key; defaults to env PAYLOAD_PRIVATE_KEY. */
  privateKeyPem?: string;
}

const KEY_BITS = 2048;
const TAG_BYTES = 16;

async function generatePem(): Promise<string> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: KEY_BITS });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** One in-memory key per process (tests build many apps; RSA generation is slow). */
let memoryKey: Promise<string> | undefined;

/** A key kept in DATA_DIR survives restarts of a single PGlite instance. */
async function fileKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'payload-key.pem');
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dataDir, { recursive: true });
  const pem = await generatePem();
  try {
    await writeFile(file, pem, { mode: 0o600, flag: 'wx' });
    return pem;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFile(file, 'utf8');
    throw err;
  }
}

async function loadPrivateKey(app: FastifyInstance, given: string | undefined) {
  let pem: string;
  if (given) {
    pem = given.replaceAll('\\n', '\n');
  } else if (!app.config.databaseUrl && app.config.env !== 'test') {
    pem = await fileKey(app.config.dataDir);
  } else {
    app.log.warn(
      'payload-encryption: PAYLOAD_PRIVATE_KEY is not set, using a key generated in memory; ' +
        'several instances must share one PAYLOAD_PRIVATE_KEY',
    );
    memoryKey ??= generatePem();
    pem = await memoryKey;
  }
  const key = createPrivateKey(pem);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < KEY_BITS) {
    throw new Error(`payload-encryption: the private key must be RSA of at least ${KEY_BITS} bits`);
  }
  return key;
}

/** Unwraps the AES key, then decrypts and authenticates the JSON body. Throws on anything. */
function open(privateKey: KeyObject, kid: string, body: unknown): unknown {
  const env = z.parse(EncryptedBody, body);
  if (env.kid !== kid) throw new Error('unknown kid');
  const aesKey = privateDecrypt(
    { key: privateKey, padding: rsa.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(env.key, 'base64'),
  );
  const iv = Buffer.from(env.iv, 'base64');
  const data = Buffer.from(env.data, 'base64');
  if (aesKey.length !== 32 || iv.length !== 12 || data.length < TAG_BYTES) {
    throw new Error('bad sizes');
  }
  const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  const plain = Buffer.concat([
    decipher.update(data.subarray(0, data.length - TAG_BYTES)),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8'));
}

/**
 * E calls (product §7 "E", docs/architecture.md "The wire contract"): the site wraps a fresh AES-GCM key with this RSA key.
 * The key comes from PAYLOAD_PRIVATE_KEY, else DATA_DIR/payload-key.pem (PGlite), else
 * memory (tests, or PostgreSQL without the variable — fine for one instance only).
 */
export default fp<PayloadEncryptionOptions>(
  async (app, opts) => {
    const privateKey = await loadPrivateKey(
      app,
      opts.privateKeyPem ?? app.config.payloadPrivateKey,
    );
    const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
    const kid = createHash('sha256').update(spki).digest('base64url').slice(0, 16);
    const publicKey = { kid, spki: spki.toString('base64'), alg: PAYLOAD_ENC } as const;

    app.decorate('decryptPayload', (body: unknown) => {
      try {
        return open(privateKey, kid, body);
      } catch {
        throw new AppError('BAD_REQUEST', 'Encrypted payload could not be read');
      }
    });

    handle(app, getPublicKey, () => publicKey);
  },
  { name: 'payload-encryption', dependencies: ['envelope'] },
);
