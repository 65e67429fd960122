import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpCenter } from '../../system/index.ts';
import styles from './footer.module.css';

/**
 * Product §2 about links. Most are help-centre articles found by their stable code (the
 * help page anchors articles as #article-{id}); the terms use the product's /help#terms,
 * Affiliates is the join-us page and Responsible Gaming its own page (issue 19).
 */
const aboutLinks: { label: string; code?: string; to?: string }[] = [
  { label: 'about_company', code: 'about-company' },
  { label: 'contact_us', code: 'contact-us' },
  { label: 'general_terms', to: '/help#terms' },
  { label: 'responsible_gaming', to: '/responsible-gaming' },
  { label: 'privacy_policy', code: 'privacy-policy' },
  { label: 'affiliates', to: '/join' },
  { label: 'refund_policy', code: 'refund-policy' },
];

export function FooterAbout() {
  const { t } = useTranslation();
  const id = useId();
  const articles = useHelpCenter().data?.categories.flatMap((c) => c.articles) ?? [];
  const hrefOf = ({ code, to }: { code?: string; to?: string }) => {
    if (to) return to;
    const article = articles.find((a) => a.code === code);
    return article ? `/help#article-${article.id}` : '/help';
  };
  return (
    <nav aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {t('footer_about')}
      </h2>
      <ul className={styles.links}>
        {aboutLinks.map((link) => (
          <li key={link.label}>
            <Link to={hrefOf(link)}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
