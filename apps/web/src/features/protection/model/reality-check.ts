/*
 * The reality check's clock: a check falls on every whole multiple of the interval since
 * the session started (the server's startedAt), so a reload or a new tab keeps the rhythm.
 */

const MINUTE = 60_000;

/** The first check after `now` (ms since the epoch). */
export function nextCheckAt(startedAt: number, everyMinutes: number, now: number): number {
  const every = everyMinutes * MINUTE;
  const done = Math.max(Math.floor((now - startedAt) / every), 0);
  return startedAt + (done + 1) * every;
}

/** Time played as h:mm ("0:15", "2:05"). */
export function playedTime(ms: number): string {
  const minutes = Math.max(Math.floor(ms / MINUTE), 0);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
