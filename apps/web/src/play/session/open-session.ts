import { playOpen, type ValueOf } from '@gamehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { storage } from '../../lib/storage.ts';

export type Opened = ValueOf<typeof playOpen>;
/** A seed pair while in use: the server seed only by its hash, and the next nonce. */
export type Fair = Opened['fair'];

/** A round played on this page: enough to link it to the verification page later. */
export interface PlayedRound {
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
}

/** What the page keeps of its session in sessionStorage, so a reload can go on playing. */
export interface StoredSession extends Opened {
  /** The win of the last settled round (major units), null before the first. */
  lastWin: number | null;
  /** The newest rounds played here, oldest first (see MAX_ROUNDS). */
  rounds: PlayedRound[];
}

export const MAX_ROUNDS = 50;

/**
 * The storage key of a launch token's session. The token opens once; keyed by it, a reload
 * of the same address finds its session, and another launch (a new token) starts afresh.
 * Hashed (FNV-1a) so the token itself is not written anywhere else.
 */
export function sessionKey(token: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `play-session:${hash.toString(36)}:${token.length}`;
}

const looksStored = (value: unknown): value is StoredSession => {
  const s = value as Partial<StoredSession> | undefined;
  return (
    typeof s?.sessionId === 'string' &&
    typeof s.balance === 'number' &&
    typeof s.game?.engine === 'string' &&
    typeof s.fair?.serverSeedHash === 'string' &&
    Array.isArray(s.rounds)
  );
};

export const readStoredSession = (token: string) => {
  const stored = storage.session.getJson<unknown>(sessionKey(token));
  return looksStored(stored) ? stored : undefined;
};

export const writeStoredSession = (token: string, session: StoredSession) =>
  storage.session.setJson(sessionKey(token), session);

export const forgetStoredSession = (token: string) => storage.session.remove(sessionKey(token));

/**
 * The session of a launch token: the stored one after a reload, else opened with the
 * token (which works once). Never retried on its own and never refetched: a second
 * open with a used token would only fail.
 */
export const openSessionQuery = (token: string) =>
  queryOptions({
    queryKey: ['play', 'open', token],
    queryFn: async (): Promise<StoredSession> => {
      const stored = readStoredSession(token);
      if (stored) return stored;
      // No abort signal on purpose: an open that reached the server has used the token,
      // so it must never be cancelled (a StrictMode remount, a quick unmount) and sent again.
      const opened = await call(playOpen, { body: { token } });
      const session: StoredSession = { ...opened, lastWin: null, rounds: [] };
      writeStoredSession(token, session);
      return session;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
