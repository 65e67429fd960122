/**
 * Product §8: a page group's chunk that cannot be loaded surfaces as a ChunkLoadError with
 * a reason (timeout, missing or other) and the URL; a stylesheet that cannot be loaded
 * says 'Loading CSS chunk failed'.
 */
export type ChunkFailureReason = 'timeout' | 'missing' | 'other';

/** Product §9: a chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';

  constructor(
    readonly reason: ChunkFailureReason,
    /** The chunk's address when the browser told us, else the page group's name. */
    readonly url: string,
    /** True when the stylesheet, not the script, failed. */
    readonly css = false,
    /** Loads the chunk again; absent when only a page reload can help. */
    readonly retry?: () => Promise<unknown>,
  ) {
    super(css ? `Loading CSS chunk failed (${url})` : `Loading chunk failed (${reason}: ${url})`);
  }
}

/*
 * Browsers word a failed dynamic import differently (Chrome "Failed to fetch dynamically
 * imported module: URL", Firefox "error loading dynamically imported module: URL",
 * Safari "Importing a module script failed."); Vite's preloader says
 * "Unable to preload CSS for URL". The vite:preloadError event marks the rest.
 */
const cssPattern = /Unable to preload CSS for (\S+)/;
const jsPattern =
  /dynamically imported module|Importing a module script failed|Loading chunk|module script/i;
const urlPattern = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:js|css))/;

const preloadFailures = new WeakSet<object>();

/** Vite reports every failed lazy import (script or stylesheet) on window before rethrowing. */
export function listenForPreloadErrors(target: Window = window) {
  const onError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (payload && typeof payload === 'object') preloadFailures.add(payload);
  };
  target.addEventListener('vite:preloadError', onError);
  return () => target.removeEventListener('vite:preloadError', onError);
}

/** The ChunkLoadError an error stands for, or null when it is not a loading failure. */
export function asChunkLoadError(
  error: unknown,
  fallbackUrl = 'unknown',
  retry?: () => Promise<unknown>,
): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error ?? '');
  const css = cssPattern.exec(message);
  if (css?.[1]) return new ChunkLoadError('missing', css[1], true, retry);
  const reported = typeof error === 'object' && error !== null && preloadFailures.has(error);
  if (!reported && !jsPattern.test(message)) return null;
  const url = urlPattern.exec(message)?.[1] ?? fallbackUrl;
  return new ChunkLoadError('missing', url, false, retry);
}

/** Rejects with a timeout ChunkLoadError when the load takes longer than the limit. */
export function withChunkTimeout<T>(load: Promise<T>, name: string, ms = CHUNK_TIMEOUT_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', name)), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
