import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { type AccessRules, compileAccessRules } from './access.ts';
import { readSettingRows } from './repo.ts';
import { Settings } from './schema.ts';

export interface SettingsSnapshot {
  settings: Settings;
  access: AccessRules;
  loadedAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsStore;
  }
}

/**
 * Settings as this process sees them: read from the database at most once per TTL.
 * The database is the source of truth shared by every instance, so an operator change
 * made through one instance reaches the others within the TTL (about a second), while
 * the hot path (status, the maintenance gate) costs no query per call.
 */
export class SettingsStore {
  private snapshot: SettingsSnapshot | null = null;
  /** The last snapshot that loaded, kept to serve while the database is unreachable. */
  private lastGood: SettingsSnapshot | null = null;
  private loading: Promise<SettingsSnapshot> | null = null;
  /** Bumped by invalidate(), so a load that began before a write cannot store stale data. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 1000,
    private readonly now: () => number = Date.now,
    private readonly onStale: (err: unknown) => void = () => {},
  ) {}

  /** The current snapshot; one load at a time however many requests wait for it. */
  get(): Promise<SettingsSnapshot> | SettingsSnapshot {
    const snap = this.snapshot;
    if (snap && this.now() - snap.loadedAt < this.ttlMs) return snap;
    if (!this.loading) {
      const loading = this.loadOrKeep(this.generation).finally(() => {
        if (this.loading === loading) this.loading = null;
      });
      this.loading = loading;
    }
    return this.loading;
  }

  /** Drops the cached copy so this instance sees its own write at once. */
  invalidate() {
    this.generation++;
    this.snapshot = null;
    this.loading = null;
  }

  /**
   * A failed reload (database briefly away, a hand-edited row that breaks the shape)
   * keeps serving the last good settings for another TTL instead of failing every
   * call, so status and the maintenance gate stay up; the error goes to the log.
   */
  private async loadOrKeep(generation: number): Promise<SettingsSnapshot> {
    try {
      return await this.load(generation);
    } catch (err) {
      if (!this.lastGood) throw err;
      this.onStale(err);
      const kept = { ...this.lastGood, loadedAt: this.now() };
      if (generation === this.generation) this.snapshot = kept;
      return kept;
    }
  }

  private async load(generation: number): Promise<SettingsSnapshot> {
    const rows = await readSettingRows(this.db);
    const parsed = Settings.safeParse(Object.fromEntries(rows.map((r) => [r.key, r.value])));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(
        `settings table is invalid at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
      );
    }
    const snapshot = {
      settings: parsed.data,
      access: compileAccessRules(parsed.data),
      loadedAt: this.now(),
    };
    this.lastGood = snapshot;
    if (generation === this.generation) this.snapshot = snapshot;
    return snapshot;
  }
}

export default fp(
  async (app) => {
    const store = new SettingsStore(app.database.db, 1000, Date.now, (err) =>
      app.log.error({ err }, 'settings reload failed; serving the last good settings'),
    );
    app.decorate('settings', store);
  },
  { name: 'settings', dependencies: ['seed'] },
);
