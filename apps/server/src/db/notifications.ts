import pg from 'pg';

/** Receives the payloads of a channel's NOTIFYs; answers how to stop. */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
) => Promise<() => Promise<void>>;

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`bad notification channel ${channel}`);
  return channel;
}

/**
 * LISTEN on PostgreSQL: one dedicated connection per process (a pooled one would drop
 * its LISTENs when returned). When that connection is lost it is opened again and every
 * channel listened to anew; NOTIFYs sent while it was away are lost, so listeners must
 * treat what they hear as hints and read the truth from the tables.
 */
export function postgresListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let opening: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    if (closed || handlers.size === 0) return;
    retry = setTimeout(() => void connected().catch(() => lost(c)), 1_000);
    retry.unref();
  };

  async function open() {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      for (const h of handlers.get(m.channel) ?? []) h(m.payload ?? '');
    });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    await c.connect();
    client = c;
    for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
    return c;
  }

  function connected() {
    if (client) return Promise.resolve(client);
    opening ??= open().finally(() => {
      opening = null;
    });
    return opening;
  }

  const listen: Listen = async (channel, onPayload) => {
    checkChannel(channel);
    let set = handlers.get(channel);
    const fresh = !set;
    if (!set) {
      set = new Set();
      handlers.set(channel, set);
    }
    set.add(onPayload);
    const c = await connected();
    if (fresh) await c.query(`LISTEN ${channel}`);
    return async () => {
      set.delete(onPayload);
      if (set.size > 0) return;
      handlers.delete(channel);
      await client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
  };

  const close = async () => {
    closed = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };

  return { listen, close };
}
