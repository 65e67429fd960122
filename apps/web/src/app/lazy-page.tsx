import { type ComponentType, use } from 'react';
import {
  asChunkLoadError,
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  withChunkTimeout,
} from './chunk-error.ts';

/**
 * Asks for the data a page shows first, for the address it opens at (language in use,
 * query string): boot calls it beside the page's chunk, before the page renders.
 */
export type PagePrefetch = (at: { language: string; search: string }) => Promise<void>;

/** A page whose code arrives in its page group's own chunk. */
export interface LazyPage {
  /** The current attempt, or a new one; rejects with a ChunkLoadError that can retry. */
  load(): Promise<ComponentType>;
  /**
   * The page once its chunk has arrived (e.g. asked for during boot): it renders at once,
   * without a loading state, which React would keep on screen for at least 300 ms.
   */
  readonly loaded: ComponentType | undefined;
  /** Loads the page and asks for its first data (see PagePrefetch); never rejects. */
  prefetch(at: { language: string; search: string }): Promise<void>;
  /** Asks for its first data that needs neither the brand config nor the language; never rejects. */
  early(): Promise<void>;
}

/**
 * React.lazy would remember a failed import for ever; this keeps the attempt in a
 * variable, so the chunk-error retry button (ChunkLoadError.retry) can load again
 * without reloading the whole site.
 */
export function lazyPage<M>(
  group: string,
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType,
  {
    timeoutMs = CHUNK_TIMEOUT_MS,
    prefetch: loadPrefetch,
    early,
  }: {
    timeoutMs?: number;
    /**
     * The page's PagePrefetch, from a small chunk of its own: it asks for the page's data
     * while the page's code still loads, not after it (issue 20, decision 025).
     */
    prefetch?: () => Promise<PagePrefetch>;
    /**
     * What the page shows first that needs neither the brand config nor the language,
     * from a small chunk of its own: boot asks for it before the config has answered.
     */
    early?: () => Promise<unknown>;
  } = {},
): LazyPage {
  let attempt: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;

  const start = (): Promise<ComponentType> => {
    attempt = withChunkTimeout(importer(), group, timeoutMs).then(
      (module) => {
        loaded = pick(module);
        return loaded;
      },
      (error: unknown) => {
        const chunk = asChunkLoadError(error, group);
        throw new ChunkLoadError(chunk?.reason ?? 'other', chunk?.url ?? group, chunk?.css, start);
      },
    );
    return attempt;
  };

  return {
    load: () => attempt ?? start(),
    get loaded() {
      return loaded;
    },
    async prefetch(at) {
      // A failed chunk is the route's to show; a failed prefetch, the page's query's.
      await Promise.all([
        (attempt ?? start()).catch(() => undefined),
        loadPrefetch?.()
          .then((prefetch) => prefetch(at))
          .catch(() => undefined),
      ]);
    },
    async early() {
      // A failure is left to the page's own query, which asks again.
      await early?.().catch(() => undefined);
    },
  };
}

/** Renders a lazy page; suspends while its chunk loads and throws if it cannot. */
export function LazyRoute({ page }: { page: LazyPage }) {
  const Loaded = page.loaded ?? use(page.load());
  return <Loaded />;
}
