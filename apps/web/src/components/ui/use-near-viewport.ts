import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within reach of the viewport. Product §9 preload factor
 * 1.3: start loading when the element is within 1.3 screen heights, i.e. 30 % of a
 * screen before it scrolls into view. Without IntersectionObserver (old browsers,
 * test environments) everything counts as near, so images still load.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  preloadFactor: number,
  skip = false,
): boolean {
  const [near, setNear] = useState(() => skip || typeof IntersectionObserver !== 'function');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const margin = `${Math.max(0, Math.round((preloadFactor - 1) * 100))}%`;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} ${margin}` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, preloadFactor]);

  return near || skip;
}
