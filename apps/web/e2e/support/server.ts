import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { productionBrandFile } from '../../../server/test/helpers/production.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const operatorKey = 'e2e-operator-key-0123456789';

export interface RunningServer {
  url: string;
  port: number;
  /** Runs `npm run operator -- …` against this server; resolves with its output. */
  operator(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: repoRoot, env });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')}: ${out}`)),
    );
  });
}

const TEMPLATE_PREFIX = 'gamehall-e2e-template-';
const BUILDING_PREFIX = 'gamehall-e2e-building-';

/** Half-built templates of runs that were stopped (older than ten minutes). */
function removeLeftovers() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(BUILDING_PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    if (Date.now() - fs.statSync(dir).mtimeMs > 10 * 60_000) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** Every file under `dir` (relative path and content) into the hash, in a stable order. */
function hashTree(hash: ReturnType<typeof createHash>, dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hash.update(path.relative(repoRoot, file)).update(fs.readFileSync(file));
  }
}

/**
 * What a first start writes into the database depends on the server's code (migrations,
 * seed, defaults) and the settings folder — the code part of a template's name — and on
 * the brand file and the environment mode — its variant part.
 */
function templateName(env: NodeJS.ProcessEnv) {
  const code = createHash('sha256');
  hashTree(code, path.join(repoRoot, 'apps/server/src'));
  hashTree(code, path.join(repoRoot, 'config'));
  const variant = createHash('sha256').update(String(env.NODE_ENV));
  if (env.BRAND_FILE) variant.update(fs.readFileSync(path.resolve(repoRoot, env.BRAND_FILE)));
  const hex = (h: ReturnType<typeof createHash>) => h.digest('hex').slice(0, 12);
  const codePart = `${TEMPLATE_PREFIX}${hex(code)}-`;
  return { codePart, name: `${codePart}${hex(variant)}` };
}

/**
 * A data directory the server has already migrated and seeded for this code and brand,
 * made by the first e2e file that needs it (one real first start, then a clean stop) and
 * copied by the others: each file still gets a database of its own, without paying for the
 * seed of 10,000 games again (about 15 s a file on this machine).
 */
async function seededTemplate(env: NodeJS.ProcessEnv): Promise<string> {
  const { codePart, name } = templateName(env);
  const dir = path.join(os.tmpdir(), name);
  if (fs.existsSync(path.join(dir, 'ready'))) return dir;
  removeLeftovers();
  const building = fs.mkdtempSync(path.join(os.tmpdir(), BUILDING_PREFIX));
  const first = await launch(env, building);
  await first.stop({ keepData: true });
  fs.writeFileSync(path.join(building, 'ready'), '');
  // Templates of older code are of no more use.
  for (const old of fs.readdirSync(os.tmpdir())) {
    if (old.startsWith(TEMPLATE_PREFIX) && !old.startsWith(codePart)) {
      fs.rmSync(path.join(os.tmpdir(), old), { recursive: true, force: true });
    }
  }
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another run made the same template meanwhile: theirs serves.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/**
 * The real server (the same entry `npm start` runs) on a database of its own in a
 * temporary folder — a copy of the seeded template — serving the built site.
 */
export async function startServer(overrides: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const env = serverEnv(overrides);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gamehall-e2e-'));
  fs.cpSync(await seededTemplate(env), dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, 'ready'));
  const server = await launch(env, dataDir);
  return { ...server, stop: () => server.stop({ keepData: false }) };
}

function serverEnv(overrides: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    TRUST_PROXY: 'loopback',
    OPERATOR_KEY: operatorKey,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
    // The demo agent tree (development) is for trying the site, not for these tests.
    DEMO_AGENTS: 'false',
    ...overrides,
  };
  // Production has no sandbox payments: its brand lists none (decision 020).
  if (env.NODE_ENV === 'production' && !overrides.BRAND_FILE)
    env.BRAND_FILE = productionBrandFile();
  return env;
}

async function launch(base: NodeJS.ProcessEnv, dataDir: string) {
  const port = await freePort();
  const env = { ...base, PORT: String(port), DATA_DIR: dataDir };
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    operator: (...args: string[]) =>
      run('npm', ['run', '--silent', 'operator', '--', '--url', url, ...args], env),
    async stop({ keepData }: { keepData: boolean }) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
