import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SafeHtml, useSafeHtmlReady } from '../../../components/ui/index.ts';
import { useHelpCenter } from '../../system/index.ts';
import styles from './help-page.module.css';

/**
 * /help and the bare /helpmc: the help centre's categories and articles. Each article
 * answers to its stable code (#terms) and to its id (#article-12); the anchor scrolls
 * into view once the content has arrived.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { hash } = useLocation();
  const { data, isPending } = useHelpCenter();
  const categories = data?.categories ?? [];
  const htmlReady = useSafeHtmlReady();

  // The router scrolls to a hash on navigation, before the articles are here; wait for
  // them and for their HTML bodies, which would otherwise push the target down.
  useEffect(() => {
    if (!data || !hash || !htmlReady) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [data, hash, htmlReady]);

  return (
    <section className={styles.page} aria-labelledby={headingId} aria-busy={isPending || undefined}>
      <h1 id={headingId} className={styles.title}>
        {t('app_help_title')}
      </h1>
      {!isPending && categories.length === 0 && <p>{t('in_no_data')}</p>}
      {categories.length > 0 && (
        <nav className={styles.toc} aria-label={t('app_help_contents')}>
          <ul>
            {categories.map((c) => (
              <li key={c.id}>
                <a href={`#category-${c.code}`}>{c.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {categories.map((c) => (
        <section
          key={c.id}
          id={`category-${c.code}`}
          className={styles.category}
          aria-labelledby={`category-${c.code}-title`}
        >
          <h2 id={`category-${c.code}-title`}>{c.title}</h2>
          {c.articles.map((a) => (
            <article
              key={a.id}
              id={`article-${a.id}`}
              className={styles.article}
              aria-labelledby={a.code}
            >
              <h3 id={a.code}>{a.title}</h3>
              <SafeHtml html={a.content} className={styles.content} />
            </article>
          ))}
        </section>
      ))}
    </section>
  );
}
