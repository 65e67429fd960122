import { useEffect, useState } from 'react';

/** The time now, once a second: the board's countdowns follow it. */
export function useNow(everyMs = 1_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}

/** mm:ss left until `at` (ISO), 00:00 once it has passed. */
export function timeLeft(at: string, now: number) {
  const s = Math.max(0, Math.ceil((new Date(at).getTime() - now) / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
