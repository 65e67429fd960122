import { useEffect, useState } from 'react';

/**
 * Addresses that have loaded in this tab (product §9: a cache of 200 entries). An image
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

/**
 * Longest the other images wait for the page's main image (a slow or stuck one must not
 * hold the rest of the page back).
 */
export const MAIN_IMAGE_WAIT_MS = 3_000;

let mainImage: Promise<void> = Promise.resolve();
let mainImageSettled = true;

/**
 * Fetches the page's main image (its largest paint, e.g. the home page's first banner)
 * at once, while the page's code still loads; the <img> that shows it later takes it
 * from the cache. Until it has loaded (or failed, or MAIN_IMAGE_WAIT_MS passed) the
 * page's other images wait (useAfterMainImage), so it has the connection to itself.
 */
export function preloadImage(src: string) {
  const image = new Image();
  mainImageSettled = false;
  mainImage = new Promise((resolve) => {
    const settle = () => {
      mainImageSettled = true;
      resolve();
    };
    image.onload = settle;
    image.onerror = settle;
    window.setTimeout(settle, MAIN_IMAGE_WAIT_MS);
  });
  image.fetchPriority = 'high';
  image.src = src;
}

/** False while the page's main image is still on its way (see preloadImage). */
export function useAfterMainImage(): boolean {
  const [settled, setSettled] = useState(mainImageSettled);
  useEffect(() => {
    if (settled) return;
    let live = true;
    void mainImage.then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [settled]);
  return settled;
}
