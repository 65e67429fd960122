import {
  type ContentArticle,
  opsDeleteHelpArticle,
  opsListHelp,
  type output,
} from '@gamehall/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import page from '../page.module.css';
import { ArticleForm } from './article-form.tsx';
import styles from './content.module.css';
import { CONTENT_QUERY } from './content-text.ts';
import { EditButton } from './row-actions.tsx';
import { useContentSave } from './use-content-save.ts';

type Article = output<typeof ContentArticle>;

/**
 * The help centre: each category with its articles in order, and the form to add, change
 * or delete an article (a deleted article is gone from the site; the audit keeps its text).
 */
export function HelpTab() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Article | 'new' | null>(null);
  const [saved, setSaved] = useState('');
  const help = useQuery({
    queryKey: [...CONTENT_QUERY, 'help'],
    queryFn: () => staffCall(opsListHelp, { query: {} }),
  });
  const remove = useContentSave(
    (id: number) => staffCall(opsDeleteHelpArticle, { body: { id } }),
    () => setSaved(t('cs_ct_deleted')),
  );
  const categories = help.data?.categories ?? [];
  return (
    <div className={page.stack}>
      <div className={page.form}>
        <button
          type="button"
          className={page.primary}
          disabled={categories.length === 0}
          onClick={() => {
            setSaved('');
            setEditing('new');
          }}
        >
          {t('cs_ct_article_new')}
        </button>
      </div>
      <p role="status" className={page.done}>
        {saved}
      </p>
      {editing && (
        <ArticleForm
          key={editing === 'new' ? 'new' : editing.id}
          article={editing === 'new' ? null : editing}
          categories={categories}
          initialCategory={categories[0]?.id ?? 0}
          onDone={() => {
            setEditing(null);
            setSaved(t('cs_ct_saved'));
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {remove.error && (
        <p role="alert" className={page.error}>
          {remove.error}
        </p>
      )}
      <QueryState query={help} />
      {categories.map((c) => (
        <section key={c.id} className={page.section}>
          <h3>{c.title}</h3>
          {c.articles.length === 0 ? (
            <p className={page.muted}>{t('cs_ct_no_articles')}</p>
          ) : (
            <div className={page.scroll}>
              <table className={page.table} aria-label={t('cs_ct_articles_of', { title: c.title })}>
                <thead>
                  <tr>
                    <th scope="col">{t('cs_ct_title')}</th>
                    <th scope="col">{t('cs_ct_code')}</th>
                    <th scope="col">{t('cs_ct_languages')}</th>
                    <th scope="col" className={page.number}>
                      {t('cs_ct_sort')}
                    </th>
                    <th scope="col">{t('cs_actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {c.articles.map((a) => (
                    <tr key={a.id}>
                      <th scope="row">{a.title}</th>
                      <td className={styles.path}>{a.code}</td>
                      <td>{Object.keys(a.translations).sort().join(' ') || 'EN'}</td>
                      <td className={page.number}>{a.sort}</td>
                      <td>
                        <div className={styles.actions}>
                          <EditButton
                            title={a.title}
                            onClick={() => {
                              setSaved('');
                              setEditing(a);
                            }}
                          />
                          <ConfirmButton
                            label={t('cs_ct_delete_named', { title: a.title })}
                            title={t('cs_ct_delete_title', { title: a.title })}
                            confirmLabel={t('cs_ct_delete')}
                            danger
                            disabled={remove.busy}
                            onConfirm={() => {
                              setSaved('');
                              remove.save(a.id);
                            }}
                          >
                            <p>{t('cs_ct_delete_what')}</p>
                          </ConfirmButton>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
