import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const PROOF_OPERATOR_KEY = 'proof-operator-key-0123456789';

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

/**
 * The real server process (`apps/server/src/main.ts`, what `npm start` runs) on a given
 * database, which can be killed with SIGKILL and started again on the same data.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private log = '';
  url = '';

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  async start() {
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    this.log = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        TRUST_PROXY: 'loopback',
        OPERATOR_KEY: PROOF_OPERATOR_KEY,
        LOG_LEVEL: 'warn',
        // Not production: the proofs pay deposits through the sandbox provider, which
        // production does not have (decision 020).
        NODE_ENV: 'test',
        WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (d) => {
      this.log += d;
    });
    child.stderr?.on('data', (d) => {
      this.log += d;
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${this.log}`);
      try {
        if ((await fetch(`${this.url}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start:\n${this.log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** SIGKILL: no shutdown hook runs, as in a power cut or an OOM kill. */
  async kill() {
    await this.stop('SIGKILL');
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
    this.child = null;
  }

  output() {
    return this.log;
  }
}
