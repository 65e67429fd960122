import {
  BannerGroup,
  type ContentBanner,
  ImagePath,
  LinkPath,
  opsChangeBanner,
  opsCreateBanner,
  type output,
} from '@gamehall/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { staffCall } from '../../lib/staff-call.ts';
import { SwitchButton } from '../../ui/switch-button.tsx';
import page from '../page.module.css';
import styles from './content.module.css';
import {
  newTitles,
  noTranslations,
  SHOWN_WORDS,
  type Texts,
  titleChanges,
  translationValues,
} from './content-text.ts';
import { FormEnd } from './form-end.tsx';
import { LanguageSet } from './language-fields.tsx';
import { useContentSave } from './use-content-save.ts';

type Banner = output<typeof ContentBanner>;

/** The places the site shows banners; staff may name a new one. */
export const KNOWN_GROUPS = ['w_index', 'w_login', 'w_register'];

const fits = (schema: z.ZodMiniType, value: string) => z.safeParse(schema, value).success;

/**
 * A new banner or a change to one: its group, English title and translated titles, the
 * image (a site path or https address, checked here with the contract's own rule before
 * sending), where it leads, its order and whether it shows.
 */
export function BannerForm({
  banner,
  groups,
  onDone,
  onCancel,
}: {
  banner: Banner | null;
  groups: string[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [group, setGroup] = useState(banner?.group ?? groups[0] ?? 'w_index');
  const [english, setEnglish] = useState<Texts>({ title: banner?.title ?? '', content: '' });
  const [translations, setTranslations] = useState(
    banner ? translationValues(banner.translations) : noTranslations(),
  );
  const [imageUrl, setImageUrl] = useState(banner?.imageUrl ?? '');
  const [url, setUrl] = useState(banner?.url ?? '');
  const [sort, setSort] = useState(String(banner?.sort ?? 0));
  const [active, setActive] = useState(banner?.active ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const fields = () => ({
    group: group.trim(),
    title: english.title.trim(),
    imageUrl: imageUrl.trim(),
    url: url.trim() || null,
    sort: Number(sort),
    active,
  });
  const { save, busy, error } = useContentSave(async () => {
    if (banner) {
      await staffCall(opsChangeBanner, {
        body: { id: banner.id, ...fields(), translations: titleChanges(translations) },
      });
    } else {
      await staffCall(opsCreateBanner, {
        body: { ...fields(), translations: newTitles(translations) },
      });
    }
  }, onDone);

  const badImage = imageUrl.trim() !== '' && !fits(ImagePath, imageUrl.trim());
  const badLink = url.trim() !== '' && !fits(LinkPath, url.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const f = fields();
    const next = !fits(BannerGroup, f.group)
      ? t('cs_ct_group_wrong')
      : !f.title
        ? t('cs_ct_need_title')
        : !f.imageUrl || badImage
          ? t('cs_ct_image_wrong')
          : badLink
            ? t('cs_ct_link_wrong')
            : !Number.isInteger(f.sort) || f.sort < 0 || f.sort > 1_000_000
              ? t('cs_ct_sort_wrong')
              : null;
    setProblem(next);
    if (!next) save(undefined);
  };

  const title = banner ? t('cs_ct_banner_edit', { title: banner.title }) : t('cs_ct_banner_new');
  return (
    <section className={styles.editor} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form className={page.stack} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div className={page.form}>
          <label className={page.field}>
            {t('cs_ct_group')}
            <input
              value={group}
              list={`${id}-groups`}
              maxLength={32}
              onChange={(e) => setGroup(e.target.value)}
            />
            <datalist id={`${id}-groups`}>
              {groups.map((g) => (
                <option key={g} value={g} />
              ))}
            </datalist>
          </label>
          <label className={`${page.field} ${page.wide}`}>
            {t('cs_ct_image')}
            <input
              value={imageUrl}
              maxLength={500}
              placeholder="/media/banner/1.svg"
              aria-invalid={badImage}
              onChange={(e) => setImageUrl(e.target.value)}
            />
          </label>
          <label className={`${page.field} ${page.wide}`}>
            {t('cs_ct_link')}
            <input
              value={url}
              maxLength={500}
              placeholder="/promotions"
              aria-invalid={badLink}
              onChange={(e) => setUrl(e.target.value)}
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
          <SwitchButton
            words={SHOWN_WORDS}
            label={t('cs_ct_shown_on_site')}
            on={active}
            onChange={setActive}
          />
        </div>
        <p className={page.muted}>{t('cs_ct_image_hint')}</p>
        <LanguageSet
          english={english}
          onEnglish={setEnglish}
          translations={translations}
          onTranslations={setTranslations}
          withContent={false}
        />
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
