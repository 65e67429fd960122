import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpCenter } from '../../system/index.ts';
import styles from './footer.module.css';

/** Product §2 footer accordion of help items: one native disclosure per help category. */
export function FooterHelp() {
  const { t } = useTranslation();
  const id = useId();
  const categories = useHelpCenter().data?.categories ?? [];
  if (categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('help_centre')}
      </h2>
      {categories.map((category) => (
        <details key={category.id} className={styles.details}>
          <summary className={styles.summary}>{category.title}</summary>
          <ul className={styles.links}>
            {category.articles.map((article) => (
              <li key={article.id}>
                <Link to={`/help#article-${article.id}`}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
