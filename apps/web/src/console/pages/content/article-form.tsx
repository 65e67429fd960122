import {
  type ContentArticle,
  opsChangeHelpArticle,
  opsCreateHelpArticle,
  type output,
} from '@gamehall/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffCall } from '../../lib/staff-call.ts';
import page from '../page.module.css';
import styles from './content.module.css';
import {
  halfTranslated,
  newTranslations,
  noTranslations,
  type Texts,
  translationChanges,
  translationValues,
} from './content-text.ts';
import { FormEnd } from './form-end.tsx';
import { LanguageSet } from './language-fields.tsx';
import { useContentSave } from './use-content-save.ts';

type Article = output<typeof ContentArticle>;

/** The code the site links to (/help#code): as the contract's rule, said before sending. */
const CODE = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * A new help article or a change to one: its category, code, order, and the English title
 * and HTML with the Spanish and Chinese translations.
 */
export function ArticleForm({
  article,
  categories,
  initialCategory,
  onDone,
  onCancel,
}: {
  article: Article | null;
  categories: { id: number; title: string }[];
  initialCategory: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [categoryId, setCategoryId] = useState(article?.categoryId ?? initialCategory);
  const [code, setCode] = useState(article?.code ?? '');
  const [sort, setSort] = useState(String(article?.sort ?? 0));
  const [english, setEnglish] = useState<Texts>({
    title: article?.title ?? '',
    content: article?.content ?? '',
  });
  const [translations, setTranslations] = useState(
    article ? translationValues(article.translations) : noTranslations(),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const { save, busy, error } = useContentSave(
    async () => {
      const fields = {
        categoryId,
        code: code.trim(),
        title: english.title.trim(),
        content: english.content.trim(),
        sort: Number(sort),
      };
      if (article) {
        await staffCall(opsChangeHelpArticle, {
          body: { id: article.id, ...fields, translations: translationChanges(translations) },
        });
      } else {
        await staffCall(opsCreateHelpArticle, {
          body: { ...fields, translations: newTranslations(translations) },
        });
      }
    },
    onDone,
    { CONFLICT: 'cs_ct_code_taken', NOT_FOUND: 'cs_ct_article_gone' },
  );

  const badCode = code.trim() !== '' && !CODE.test(code.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const half = halfTranslated(translations, true);
    const n = Number(sort);
    const next =
      !code.trim() || badCode
        ? t('cs_ct_code_wrong')
        : !english.title.trim() || !english.content.trim()
          ? t('cs_ct_need_english')
          : half.length > 0
            ? t('cs_ct_half_translated', {
                languages: half.map((l) => t(`cs_ct_lang_${l.toLowerCase()}`)).join(', '),
              })
            : !Number.isInteger(n) || n < 0 || n > 1_000_000
              ? t('cs_ct_sort_wrong')
              : null;
    setProblem(next);
    if (!next) save(undefined);
  };

  const title = article
    ? t('cs_ct_article_edit', { title: article.title })
    : t('cs_ct_article_new');
  return (
    <section className={styles.editor} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form className={page.stack} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div className={page.form}>
          <label className={page.field}>
            {t('cs_ct_category')}
            <select value={categoryId} onChange={(e) => setCategoryId(Number(e.target.value))}>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </label>
          <label className={page.field}>
            {t('cs_ct_code')}
            <input
              value={code}
              maxLength={64}
              placeholder="deposit-how"
              aria-invalid={badCode}
              onChange={(e) => setCode(e.target.value)}
            />
          </label>
          <label className={page.field}>
            {t('cs_ct_sort')}
            <input
              type="number"
              min={0}
              max={1_000_000}
              step={1}
              className={styles.sort}
              value={sort}
              onChange={(e) => setSort(e.target.value)}
            />
          </label>
        </div>
        <LanguageSet
          english={english}
          onEnglish={setEnglish}
          translations={translations}
          onTranslations={setTranslations}
          withContent={true}
        />
        <p className={page.muted}>{t('cs_ct_html_hint')}</p>
        <FormEnd
          busy={busy}
          submitLabel={t('cs_ct_save')}
          onCancel={onCancel}
          problem={problem ?? error}
        />
      </form>
    </section>
  );
}
