import type { getAnnouncements, ValueOf } from '@gamehall/contract';
import { Link } from 'react-router';
import { LazyImage } from '../../../components/ui/index.ts';
import { imageUrl } from '../../system/index.ts';
import styles from './banner-carousel.module.css';

interface Props {
  banner: ValueOf<typeof getAnnouncements>['banners'][number];
  active: boolean;
  /** Only the slides about to be seen fetch their image. */
  load: boolean;
  /** The first slide shown: the page's largest paint, fetched first. */
  priority?: boolean;
  label: string;
  /** Translated word for "slide" (aria-roledescription). */
  roleDescription: string;
}

/** One banner; its link stays inside the site when the address is a path. */
export function BannerSlide({ banner, active, load, priority, label, roleDescription }: Props) {
  const image = load ? (
    <LazyImage
      src={imageUrl(banner.imageUrl)}
      alt={banner.title}
      className={styles.image}
      priority={priority}
    />
  ) : null;
  const url = banner.url;
  return (
    // WAI-ARIA carousel pattern: a slide is a labelled group (a fieldset is for form fields).
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
      className={active ? `${styles.slide} ${styles.active}` : styles.slide}
      inert={!active}
    >
      {url?.startsWith('/') ? (
        <Link to={url}>{image}</Link>
      ) : url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {image}
        </a>
      ) : (
        image
      )}
    </div>
  );
}
