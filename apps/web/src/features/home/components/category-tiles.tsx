import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyImage } from '../../../components/ui/index.ts';
import { imageUrl, useGameMenus, useNavCategories, vendorHref } from '../../system/index.ts';
import styles from './category-tiles.module.css';

/** A tile per game category of the navigation, with its vendors' logos leading to the lobby. */
export function CategoryTiles() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const categories = useNavCategories();
  const loading = useGameMenus(i18n.language).isPending;
  if (categories.length === 0) {
    // Room kept while the categories are on their way: the page does not jump.
    return loading ? <div className={styles.waiting} aria-hidden="true" /> : null;
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('app_game_categories')}
      </h2>
      <ul className={styles.tiles}>
        {categories.map((category) => (
          <li key={category.code} className={styles.tile}>
            <h3 className={styles.name}>
              <Link to={category.href}>
                <LazyImage src={imageUrl(category.iconUrl)} alt="" width={32} height={32} />
                {t(category.labelKey)}
              </Link>
            </h3>
            <ul className={styles.vendors}>
              {category.vendors.map((vendor) => (
                <li key={vendor.vassalage}>
                  <Link to={vendorHref(category, vendor.vassalage)} className={styles.vendor}>
                    {vendor.iconUrl && (
                      <LazyImage src={imageUrl(vendor.iconUrl)} alt="" width={96} height={32} />
                    )}
                    <span>{vendor.displayName}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
