import type { getAnnouncements, ValueOf } from '@gamehall/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './banner-carousel.module.css';
import { BannerSlide } from './banner-slide.tsx';

type BannerItem = ValueOf<typeof getAnnouncements>['banners'][number];

const ROTATE_MS = 5_000;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home banners as a WAI-ARIA carousel: previous / next, a pause button, and
 * rotation that stops while the pointer or focus is inside (and never starts for
 * visitors who ask for reduced motion).
 */
export function BannerCarousel({
  banners,
  loading = false,
}: {
  banners: BannerItem[];
  /** The banners are on their way: their frame is kept, so nothing moves when they come. */
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const count = banners.length;
  const current = count > 0 ? index % count : 0;
  const rotating = playing && !held && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => i + 1), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);

  if (count === 0) {
    return loading ? (
      // The frame of banners still on their way: the same shape, a quiet sweep.
      <div className={styles.carousel} aria-hidden="true">
        <div className={`${styles.image} shimmer`} />
      </div>
    ) : null;
  }
  const go = (step: number) => setIndex((current + step + count) % count);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('app_carousel')}
      aria-label={t('app_banners')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false);
      }}
    >
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((banner, i) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            active={i === current}
            // The slide after the current one loads early, so rotating shows no gap.
            load={i === current || i === (current + 1) % count}
            priority={i === 0}
            label={t('app_slide_of', { index: i + 1, count })}
            roleDescription={t('app_slide')}
          />
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? t('app_carousel_pause') : t('app_carousel_play')}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d={playing ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5v14l11-7z'}
                fill="currentColor"
              />
            </svg>
          </button>
          <button
            type="button"
            className={`${styles.control} ${styles.flip}`}
            onClick={() => go(-1)}
            aria-label={t('app_carousel_prev')}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
          <span className={styles.counter} aria-hidden="true" dir="ltr">
            {current + 1} / {count}
          </span>
          <button
            type="button"
            className={`${styles.control} ${styles.flip}`}
            onClick={() => go(1)}
            aria-label={t('app_carousel_next')}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
