import { type ComponentType, use } from 'react';
import {
  asChunkLoadError,
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  withChunkTimeout,
} from './chunk-error.ts';

/** A page whose code arrives in its page group's own chunk. */
export interface LazyPage {
  /** The current attempt, or a new one; rejects with a ChunkLoadError that can retry. */
  load(): Promise<ComponentType>;
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
  timeoutMs = CHUNK_TIMEOUT_MS,
): LazyPage {
  let attempt: Promise<ComponentType> | undefined;

  const start = (): Promise<ComponentType> => {
    attempt = withChunkTimeout(importer(), group, timeoutMs).then(pick, (error: unknown) => {
      const chunk = asChunkLoadError(error, group);
      throw new ChunkLoadError(chunk?.reason ?? 'other', chunk?.url ?? group, chunk?.css, start);
    });
    return attempt;
  };

  return { load: () => attempt ?? start() };
}

/** Renders a lazy page; suspends while its chunk loads and throws if it cannot. */
export function LazyRoute({ page }: { page: LazyPage }) {
  const Loaded = use(page.load());
  return <Loaded />;
}
