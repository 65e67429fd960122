import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { hasLoaded, rememberLoaded, retryUrl, useAfterMainImage } from './image-cache.ts';
import styles from './lazy-image.module.css';
import { useNearViewport } from './use-near-viewport.ts';

export interface LazyImageProps {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  /** How many tries before the error placeholder (product §9: 3). */
  maxAttempts?: number;
  /** Wait before another try, multiplied by the number of failures. Default 300 ms. */
  retryDelayMs?: number;
  /** Load when within this many screen heights (product §9: 1.3). */
  preloadFactor?: number;
  /**
   * The page's main image (its largest paint, e.g. the first banner): fetched at once
   * and first, without waiting to be seen near the viewport; the others wait for it.
   */
  priority?: boolean;
}

type Status = 'loading' | 'loaded' | 'error';

interface LoadState {
  src: string;
  attempt: number;
  status: Status;
  /** False while a retry waits out its delay. */
  ready: boolean;
}

function freshState(src: string): LoadState {
  // An address that loaded before is in the browser's cache: no placeholder flash.
  return { src, attempt: 1, status: hasLoaded(src) ? 'loaded' : 'loading', ready: true };
}

/** Product §4 lazy images: loading → loaded | error, up to 3 attempts, then a placeholder. */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  maxAttempts = 3,
  retryDelayMs = 300,
  preloadFactor = 1.3,
  priority = false,
}: LazyImageProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(boxRef, preloadFactor, priority || hasLoaded(src));
  const afterMain = useAfterMainImage();
  const [state, setState] = useState<LoadState>(() => freshState(src));
  // A new address starts over (adjusting state during render, as React recommends).
  const current = state.src === src ? state : freshState(src);
  if (current !== state) setState(current);

  const { attempt, ready } = current;
  useEffect(() => {
    if (ready) return;
    const timer = window.setTimeout(
      () => setState((s) => (s.src === src && s.attempt === attempt ? { ...s, ready: true } : s)),
      retryDelayMs * (attempt - 1),
    );
    return () => window.clearTimeout(timer);
  }, [src, attempt, ready, retryDelayMs]);

  const onLoad = () => {
    rememberLoaded(src);
    setState((s) => (s.src === src ? { ...s, status: 'loaded' } : s));
  };
  const onError = () => {
    setState((s) => {
      if (s.src !== src) return s;
      if (s.attempt >= maxAttempts) return { ...s, status: 'error' };
      return { ...s, attempt: s.attempt + 1, status: 'loading', ready: false };
    });
  };

  const box: CSSProperties = {
    inlineSize: width,
    aspectRatio: width && height ? `${width} / ${height}` : undefined,
  };
  const boxClass = [styles.box, className].filter(Boolean).join(' ');

  if (current.status === 'error') {
    return (
      <span ref={boxRef} className={`${boxClass} ${styles.failed}`} style={box}>
        <svg className={styles.broken} viewBox="0 0 24 24" role="img" aria-label={alt}>
          <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" />
          <path d="M3 16l5-5 4 4 3-3 6 6M4 4l16 16" fill="none" stroke="currentColor" />
        </svg>
      </span>
    );
  }

  // The page's main image first: the others wait for it (see preloadImage).
  const show = near && ready && (priority || afterMain || hasLoaded(src));
  return (
    <span
      ref={boxRef}
      className={boxClass}
      style={box}
      aria-busy={current.status === 'loading' || undefined}
    >
      {current.status === 'loading' && (
        <span className={`${styles.placeholder} shimmer`} aria-hidden="true" />
      )}
      {show && (
        <img
          // A fresh element per try, so even an address that cannot take a query
          // (data:, blob:) is fetched again.
          key={attempt}
          className={styles.image}
          src={retryUrl(src, attempt)}
          alt={alt}
          width={width}
          height={height}
          decoding={priority ? undefined : 'async'}
          fetchPriority={priority ? 'high' : undefined}
          onLoad={onLoad}
          onError={onError}
        />
      )}
    </span>
  );
}
