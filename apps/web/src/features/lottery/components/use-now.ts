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

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The time left until `at` (ISO): mm:ss within the hour, hh:mm:ss within the day, and the
 * whole days before that as `days` words them ("2 days 03:04:05"); 00:00 once it has passed.
 */
export function timeLeft(at: string, now: number, days?: (count: number) => string) {
  const s = Math.max(0, Math.ceil((new Date(at).getTime() - now) / 1000));
  const clock = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  if (s < 3600) return clock;
  const hours = Math.floor(s / 3600);
  if (hours < 24 || !days) return `${pad(hours)}:${clock}`;
  return `${days(Math.floor(hours / 24))} ${pad(hours % 24)}:${clock}`;
}
