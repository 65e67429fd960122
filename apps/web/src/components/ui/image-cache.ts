/**
 * Addresses that have loaded in this tab (spec §9: a cache of 200 entries). An image
 * seen before shows at once, without the placeholder flash or waiting to come near.
 */
const LIMIT = 200;
const loaded = new Set<string>();

export function rememberLoaded(src: string) {
  loaded.delete(src);
  loaded.add(src);
  if (loaded.size > LIMIT) {
    const oldest = loaded.values().next().value;
    if (oldest !== undefined) loaded.delete(oldest);
  }
}

export function hasLoaded(src: string): boolean {
  return loaded.has(src);
}

/** Another try must not be answered from the browser's cache of the failed response. */
export function retryUrl(src: string, attempt: number): string {
  if (attempt <= 1 || /^(data|blob):/i.test(src)) return src;
  const [path = '', hash] = src.split('#');
  const joined = `${path}${path.includes('?') ? '&' : '?'}retry=${attempt}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
