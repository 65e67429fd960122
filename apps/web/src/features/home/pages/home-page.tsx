import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterMainImage } from '../../../components/ui/index.ts';
import { loadTextArea } from '../../../lib/i18n/index.ts';
import { homeBanners, useAnnouncements, useSiteConfig } from '../../system/index.ts';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { CategoryTiles } from '../components/category-tiles.tsx';
import { NoticeTicker } from '../components/notice-ticker.tsx';
import { PopupNotices } from '../components/popup-notices.tsx';
import styles from './home-page.module.css';

/**
 * The jackpot's card and the lobby texts it uses: a chunk of their own, asked for after
 * the page's main image (decision 025), so none of it is in the first load.
 */
const JackpotCard = lazy(() =>
  Promise.all([import('../components/jackpot-card.tsx'), loadTextArea('games')]).then(([m]) => m),
);

/** The big wins and the hot and new slots: the same kind of chunk, after the main image. */
const GameRows = lazy(() =>
  Promise.all([import('../components/game-rows.tsx'), loadTextArea('games')]).then(([m]) => m),
);

/**
 * /index: banners, the notice ticker, the game categories, the jackpot, the big wins and
 * the hot and new slots, and the session's popup notices.
 */
export function HomePage() {
  const { t } = useTranslation();
  const brand = useSiteConfig().data?.brandName;
  const { data, isPending } = useAnnouncements();
  const banners = homeBanners(data);
  const afterMain = useAfterMainImage();
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t('app_home_title', { brand: brand ?? '' })}</h1>
      <BannerCarousel banners={banners} loading={isPending} />
      <NoticeTicker notices={data?.player ?? []} loading={isPending} />
      <CategoryTiles />
      {/* Last, so nothing above it moves when it comes. */}
      {afterMain && (
        <Suspense fallback={null}>
          <JackpotCard />
          <GameRows />
        </Suspense>
      )}
      <PopupNotices notices={data?.popup ?? []} />
    </div>
  );
}
