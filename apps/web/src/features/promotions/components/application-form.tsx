import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGES_MAX,
  type applyPromotion,
  type BodyOf,
} from '@gamehall/contract';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/error-text.ts';
import { imageProblem, readAsDataUrl } from '../../panel/index.ts';
import { useApplyPromotion } from '../api/apply-promotion.ts';
import { APPLICATION_IMAGE_RULE } from '../model/promotion.ts';
import styles from '../pages/promotions.module.css';

type ApplicationImage = BodyOf<typeof applyPromotion>['images'][number];

/** A chosen image: what is sent (bare base64) and its data URL for the thumbnail. */
interface Chosen {
  key: number;
  image: ApplicationImage;
  url: string;
}

let nextKey = 0;

async function readImage(file: File): Promise<Chosen> {
  const url = await readAsDataUrl(file);
  return {
    key: nextKey++,
    image: { type: file.type as ApplicationImage['type'], data: url.slice(url.indexOf(',') + 1) },
    url,
  };
}

export interface ApplicationFormProps {
  promotionId: number;
  title: string;
  onClose: () => void;
  /** The application went through: the page says so. */
  onSent: (message: string) => void;
}

/**
 * Product §5 application: a comment of at most 140 characters with a live count, and up to
 * 3 png or jpg images of at most 5 MB, each checked here before anything is sent (the
 * server checks again, by their bytes) and shown as a thumbnail that can be removed.
 */
export function ApplicationForm({ promotionId, title, onClose, onSent }: ApplicationFormProps) {
  const { t } = useTranslation();
  const commentId = useId();
  const countId = useId();
  const apply = useApplyPromotion();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<Chosen[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const tooLong = comment.length > APPLICATION_COMMENT_MAX;

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = ''; // choosing the same file again must fire change again
    setProblem(null);
    const room = APPLICATION_IMAGES_MAX - images.length;
    if (files.length > room) {
      setProblem(t('app_promo_images_max', { max: APPLICATION_IMAGES_MAX }));
      return;
    }
    for (const file of files) {
      const why = imageProblem(file, APPLICATION_IMAGE_RULE);
      if (why) {
        setProblem(t(why, { name: file.name }));
        return;
      }
    }
    try {
      const read = await Promise.all(files.map(readImage));
      setImages((now) => [...now, ...read].slice(0, APPLICATION_IMAGES_MAX));
    } catch {
      setProblem(t('app_promo_image_unreadable'));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (tooLong) {
      setProblem(t('app_promo_comment_too_long', { max: APPLICATION_COMMENT_MAX }));
      return;
    }
    setProblem(null);
    try {
      await apply.submit({ promotionId, comment, images: images.map((c) => c.image) });
      onSent(t('app_promo_apply_done'));
    } catch (err) {
      setProblem(errorText(err, t, 'promo'));
    }
  };

  const full = images.length >= APPLICATION_IMAGES_MAX;
  return (
    <Dialog open onClose={onClose} title={t('app_promo_apply_title', { title })} width={520}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={commentId} className={styles.label}>
          {t('app_promo_comment')}
        </label>
        <textarea
          id={commentId}
          className={styles.textarea}
          rows={4}
          value={comment}
          aria-invalid={tooLong || undefined}
          aria-describedby={countId}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        <p id={countId} className={styles.count} data-over={tooLong || undefined}>
          {t('app_promo_comment_count', { count: comment.length, max: APPLICATION_COMMENT_MAX })}
        </p>
        <p className={styles.hintText}>
          {t('app_promo_images_hint', { max: APPLICATION_IMAGES_MAX })}
        </p>
        {images.length > 0 && (
          <ul className={styles.thumbs} aria-label={t('app_promo_images')}>
            {images.map((c, i) => (
              <li key={c.key} className={styles.thumb}>
                <img src={c.url} alt={t('app_promo_image_n', { n: i + 1 })} />
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('app_promo_image_remove', { n: i + 1 })}
                  onClick={() => setImages((now) => now.filter((x) => x.key !== c.key))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <label className={styles.upload} data-disabled={full || undefined}>
          {t('app_promo_images_add')}
          <input
            type="file"
            accept={APPLICATION_IMAGE_RULE.types.join(',')}
            multiple
            className="visually-hidden"
            disabled={full || apply.isPending}
            onChange={(e) => void onFiles(e)}
          />
        </label>
        {problem && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
        <div className={styles.formActions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('in_more_cancel')}
          </button>
          <button type="submit" className={styles.action} disabled={apply.isPending}>
            {apply.isPending ? t('in_loading') : t('app_promo_apply_send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
