import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/ui/index.ts';
import { allVendors, imageUrl, useGameMenus, useSiteConfig } from '../../system/index.ts';
import styles from './footer.module.css';
import { FooterAbout } from './footer-about.tsx';
import { FooterHelp } from './footer-help.tsx';

/** The year the copyright line names (product §2), not the current year. */
const COPYRIGHT_YEAR = 2025;

export function Footer() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const config = useSiteConfig().data;
  const vendors = allVendors(useGameMenus(i18n.language).data);
  const payments = config?.footer.payments ?? [];
  const licences = config?.footer.licences ?? [];

  return (
    <footer className={styles.footer}>
      {payments.length > 0 && (
        <section className={styles.section} aria-labelledby={`${id}-payments`}>
          <h2 id={`${id}-payments`} className={styles.heading}>
            {t('payment_methods')}
          </h2>
          <ul className={styles.logos}>
            {payments.map((p) => (
              <li key={p.name}>
                <LazyImage
                  src={imageUrl(p.imageUrl)}
                  alt={p.name}
                  width={80}
                  height={32}
                  className={styles.logo}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {vendors.length > 0 && (
        <section className={styles.section} aria-labelledby={`${id}-providers`}>
          <h2 id={`${id}-providers`} className={styles.heading}>
            {t('game_providers')}
          </h2>
          <ul className={styles.logos}>
            {vendors.map((v) => (
              <li key={v.vassalage}>
                {v.iconUrl ? (
                  <LazyImage
                    src={imageUrl(v.iconUrl)}
                    alt={v.displayName}
                    width={96}
                    height={32}
                    className={styles.logo}
                  />
                ) : (
                  // No logo: the name, rather than an image that would fetch the page.
                  <span className={styles.logo}>{v.displayName}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.columns}>
        <FooterHelp />
        <FooterAbout />
      </div>
      {licences.length > 0 && (
        <ul className={styles.logos} aria-label={t('footer_licences')}>
          {licences.map((l) => (
            <li key={l.name}>
              <LazyImage
                src={imageUrl(l.imageUrl)}
                alt={l.name}
                width={48}
                height={48}
                className={styles.logo}
              />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.copyright}>
        {t('footer_copyright', { year: COPYRIGHT_YEAR, brand: config?.brandName ?? '' })}
      </p>
    </footer>
  );
}
