import { useTranslation } from 'react-i18next';
import page from '../page.module.css';
import styles from './content.module.css';
import { EXTRA_LANGUAGES, type Texts, type TranslationValues } from './content-text.ts';

interface LanguageFieldsProps {
  /** EN, ES or CN. */
  lang: string;
  value: Texts;
  onChange: (value: Texts) => void;
  /** A banner has a title only; notices and articles have HTML content too. */
  withContent: boolean;
  /** The English text is the row's own: it must be there. */
  required?: boolean;
  invalid?: boolean;
}

/**
 * One language's title (and content) of a content row. Each field's name says its
 * language ("Title in Spanish"), so the three languages' fields are told apart by ear too.
 */
export function LanguageFields({
  lang,
  value,
  onChange,
  withContent,
  required,
  invalid,
}: LanguageFieldsProps) {
  const { t } = useTranslation();
  const language = t(`cs_ct_lang_${lang.toLowerCase()}`);
  return (
    <fieldset className={styles.language}>
      <legend>{language}</legend>
      <label className={page.field}>
        {t('cs_ct_title_in', { language })}
        <input
          value={value.title}
          maxLength={200}
          required={required}
          aria-invalid={invalid}
          onChange={(e) => onChange({ ...value, title: e.target.value })}
        />
      </label>
      {withContent && (
        <label className={page.field}>
          {t('cs_ct_content_in', { language })}
          <textarea
            value={value.content}
            maxLength={20_000}
            required={required}
            aria-invalid={invalid}
            rows={6}
            onChange={(e) => onChange({ ...value, content: e.target.value })}
          />
        </label>
      )}
    </fieldset>
  );
}

/** English (the row's own text, required) and each other content language, side by side. */
export function LanguageSet({
  english,
  onEnglish,
  translations,
  onTranslations,
  withContent,
}: {
  english: Texts;
  onEnglish: (value: Texts) => void;
  translations: TranslationValues;
  onTranslations: (value: TranslationValues) => void;
  withContent: boolean;
}) {
  return (
    <div className={styles.languages}>
      <LanguageFields
        lang="EN"
        value={english}
        onChange={onEnglish}
        withContent={withContent}
        required
      />
      {EXTRA_LANGUAGES.map((lang) => (
        <LanguageFields
          key={lang}
          lang={lang}
          value={translations[lang]}
          onChange={(value) => onTranslations({ ...translations, [lang]: value })}
          withContent={withContent}
        />
      ))}
    </div>
  );
}
