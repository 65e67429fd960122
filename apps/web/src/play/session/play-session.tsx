import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type Fair,
  forgetStoredSession,
  MAX_ROUNDS,
  type StoredSession,
  writeStoredSession,
} from './open-session.ts';

/** What every settled round answers (amounts in major units). */
export interface SettledRound {
  win: number;
  balance: number;
  /** The pair and nonce the round was played with. */
  fair: Fair;
}

interface PlaySessionValue {
  session: StoredSession;
  /** The server refused the session as ended: the game must be launched again. */
  ended: boolean;
  settle(round: SettledRound): void;
  /**
   * The balance (and the last win, when a bet just ended) a game without a seed pair
   * reports, such as crash; tells the site only when something changed.
   */
  moved(balance: number, lastWin?: number): void;
  rotated(next: Fair): void;
  end(): void;
}

const PlaySessionContext = createContext<PlaySessionValue | null>(null);

/** Tells the site around the frame that money moved, so its header balance refreshes. */
function tellSiteBalanceChanged() {
  if (window.parent === window) return;
  window.parent.postMessage({ type: 'gamehall:balance' }, window.location.origin);
}

/** The open game session: balance, last win, seed pair, kept in sessionStorage as they change. */
export function PlaySessionProvider({
  token,
  initial,
  children,
}: {
  token: string;
  initial: StoredSession;
  children: ReactNode;
}) {
  const [session, setSession] = useState(initial);
  const [ended, setEnded] = useState(false);
  const latest = useRef(session);
  latest.current = session;

  const update = useCallback(
    (change: (s: StoredSession) => StoredSession) =>
      setSession((current) => {
        const next = change(current);
        writeStoredSession(token, next);
        return next;
      }),
    [token],
  );

  const settle = useCallback(
    (round: SettledRound) => {
      update((s) => ({
        ...s,
        balance: round.balance,
        lastWin: round.win,
        // The answer names the nonce this round used; the next bet takes the one after.
        fair: { ...round.fair, nonce: round.fair.nonce + 1 },
        rounds: [
          ...s.rounds,
          {
            nonce: round.fair.nonce,
            serverSeedHash: round.fair.serverSeedHash,
            clientSeed: round.fair.clientSeed,
          },
        ].slice(-MAX_ROUNDS),
      }));
      tellSiteBalanceChanged();
    },
    [update],
  );

  const moved = useCallback(
    (balance: number, lastWin?: number) => {
      const now = latest.current;
      if (now.balance === balance && (lastWin === undefined || now.lastWin === lastWin)) return;
      update((s) => ({ ...s, balance, lastWin: lastWin ?? s.lastWin }));
      tellSiteBalanceChanged();
    },
    [update],
  );

  const rotated = useCallback((next: Fair) => update((s) => ({ ...s, fair: next })), [update]);

  const end = useCallback(() => {
    forgetStoredSession(token);
    setEnded(true);
  }, [token]);

  const value = useMemo(
    () => ({ session, ended, settle, moved, rotated, end }),
    [session, ended, settle, moved, rotated, end],
  );
  return <PlaySessionContext.Provider value={value}>{children}</PlaySessionContext.Provider>;
}

/** The open session where there is one (an alert can show before the session opens). */
export const useOpenPlaySession = (): PlaySessionValue | null => useContext(PlaySessionContext);

export function usePlaySession(): PlaySessionValue {
  const value = useContext(PlaySessionContext);
  if (!value) throw new Error('usePlaySession needs a PlaySessionProvider');
  return value;
}
