import { useTranslation } from 'react-i18next';
import { homeBanners, useAnnouncements, useSiteConfig } from '../../system/index.ts';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { CategoryTiles } from '../components/category-tiles.tsx';
import { NoticeTicker } from '../components/notice-ticker.tsx';
import { PopupNotices } from '../components/popup-notices.tsx';
import styles from './home-page.module.css';

/** /index: banners, the notice ticker, the game categories and the session's popup notices. */
export function HomePage() {
  const { t } = useTranslation();
  const brand = useSiteConfig().data?.brandName;
  const { data, isPending } = useAnnouncements();
  const banners = homeBanners(data);
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t('app_home_title', { brand: brand ?? '' })}</h1>
      <BannerCarousel banners={banners} loading={isPending} />
      <NoticeTicker notices={data?.player ?? []} loading={isPending} />
      <CategoryTiles />
      <PopupNotices notices={data?.popup ?? []} />
    </div>
  );
}
