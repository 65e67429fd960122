import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import page from '../page.module.css';
import styles from './games.module.css';

/** The contract's bound (CatalogueSort): lower comes first in the lobby. */
const MAX_SORT = 1_000_000;

/**
 * A row's place in the lobby order, saved on its own (Enter or the button): the table has
 * many rows and saving one must not send the others. A wrong number is said, not sent.
 */
export function SortField({
  name,
  sort,
  disabled,
  onSave,
}: {
  /** The row's name, for the field's and the button's accessible names. */
  name: string;
  sort: number;
  disabled?: boolean;
  onSave: (sort: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [wrong, setWrong] = useState(false);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('sort') ?? '').trim();
    const next = Number(text);
    const bad = !/^\d+$/.test(text) || next > MAX_SORT;
    setWrong(bad);
    if (!bad && next !== sort) onSave(next);
  };
  return (
    // Keyed by the saved value, so an answer from the server shows in the field.
    <form key={sort} className={styles.sortForm} onSubmit={save} noValidate>
      <label htmlFor={`${id}-sort`} className="visually-hidden">
        {t('cs_gm_order_of', { name })}
      </label>
      <input
        id={`${id}-sort`}
        name="sort"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_SORT}
        step={1}
        defaultValue={sort}
        className={styles.sortInput}
        aria-invalid={wrong}
        aria-describedby={wrong ? `${id}-wrong` : undefined}
      />
      <button
        type="submit"
        className={page.secondary}
        disabled={disabled}
        aria-label={t('cs_gm_order_save_of', { name })}
      >
        {t('cs_gm_order_save')}
      </button>
      {wrong && (
        <span id={`${id}-wrong`} role="alert" className={page.error}>
          {t('cs_gm_order_wrong')}
        </span>
      )}
    </form>
  );
}
