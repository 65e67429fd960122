import {
  type ContentNotice,
  NOTICE_TYPES,
  opsChangeNotice,
  opsPublishNotice,
  type output,
} from '@gamehall/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffCall } from '../../lib/staff-call.ts';
import { SwitchButton } from '../../ui/switch-button.tsx';
import page from '../page.module.css';
import styles from './content.module.css';
import {
  halfTranslated,
  instantOf,
  localInput,
  newTranslations,
  noTranslations,
  SHOWN_WORDS,
  type Texts,
  translationChanges,
  translationValues,
} from './content-text.ts';
import { FormEnd } from './form-end.tsx';
import { LanguageSet } from './language-fields.tsx';
import { useContentSave } from './use-content-save.ts';

type Notice = output<typeof ContentNotice>;
type NoticeType = (typeof NOTICE_TYPES)[number];

/**
 * Publishing a new notice (opsPublishNotice) or changing one: English title and HTML, the
 * Spanish and Chinese translations, the window it shows in and, for one already published,
 * whether it shows at all. What is wrong is said before anything is sent.
 */
export function NoticeForm({
  notice,
  initialType,
  onDone,
  onCancel,
}: {
  /** null: a new notice. */
  notice: Notice | null;
  initialType: NoticeType;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [type, setType] = useState<NoticeType>(notice?.type ?? initialType);
  const [english, setEnglish] = useState<Texts>({
    title: notice?.title ?? '',
    content: notice?.content ?? '',
  });
  const [translations, setTranslations] = useState(
    notice ? translationValues(notice.translations) : noTranslations(),
  );
  // The field holds minutes: an untouched time is not sent, so its seconds are not lost.
  const [initialStart] = useState(localInput(notice?.startsAt));
  const [initialEnd] = useState(localInput(notice?.endsAt));
  const [startsAt, setStartsAt] = useState(initialStart);
  const [endsAt, setEndsAt] = useState(initialEnd);
  const [active, setActive] = useState(notice?.active ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const { save, busy, error } = useContentSave(async () => {
    const start = instantOf(startsAt);
    const end = instantOf(endsAt);
    const text = { title: english.title.trim(), content: english.content.trim() };
    if (notice) {
      await staffCall(opsChangeNotice, {
        body: {
          id: notice.id,
          text,
          translations: translationChanges(translations),
          ...(startsAt === initialStart ? {} : { startsAt: start }),
          ...(endsAt === initialEnd ? {} : { endsAt: end }),
          active,
        },
      });
    } else {
      await staffCall(opsPublishNotice, {
        body: {
          type,
          text,
          translations: newTranslations(translations),
          ...(start ? { startsAt: start } : {}),
          ...(end ? { endsAt: end } : {}),
        },
      });
    }
  }, onDone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const half = halfTranslated(translations, true);
    const start = instantOf(startsAt);
    const end = instantOf(endsAt);
    const next =
      !english.title.trim() || !english.content.trim()
        ? t('cs_ct_need_english')
        : half.length > 0
          ? t('cs_ct_half_translated', {
              languages: half.map((l) => t(`cs_ct_lang_${l.toLowerCase()}`)).join(', '),
            })
          : start && end && end <= start
            ? t('cs_ct_window_wrong')
            : null;
    setProblem(next);
    if (!next) save(undefined);
  };

  const title = notice ? t('cs_ct_notice_edit', { title: notice.title }) : t('cs_ct_notice_new');
  return (
    <section className={styles.editor} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form className={page.stack} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div className={page.form}>
          <label className={page.field}>
            {t('cs_ct_type')}
            <select
              value={type}
              disabled={notice !== null}
              onChange={(e) => setType(e.target.value as NoticeType)}
            >
              {NOTICE_TYPES.map((ty) => (
                <option key={ty} value={ty}>
                  {t(`cs_ct_type_${ty.toLowerCase()}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={page.field}>
            {t('cs_ct_starts')}
            <input
              type="datetime-local"
              value={startsAt}
              onChange={(e) => setStartsAt(e.target.value)}
            />
          </label>
          <label className={page.field}>
            {t('cs_ct_ends')}
            <input
              type="datetime-local"
              value={endsAt}
              onChange={(e) => setEndsAt(e.target.value)}
            />
          </label>
          {notice && (
            <SwitchButton
              words={SHOWN_WORDS}
              label={t('cs_ct_shown_on_site')}
              on={active}
              onChange={setActive}
            />
          )}
        </div>
        <p className={page.muted}>{t('cs_ct_window_hint')}</p>
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
          submitLabel={notice ? t('cs_ct_save') : t('cs_ct_publish')}
          onCancel={onCancel}
          problem={problem ?? error}
        />
      </form>
    </section>
  );
}
