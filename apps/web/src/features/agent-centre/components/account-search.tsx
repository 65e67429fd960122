import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, panelStyles } from '../../panel/index.ts';
import styles from './agent.module.css';

export interface AccountSearchProps {
  /** The box's label: what is typed (an account, the start of one). */
  label: string;
  /** The search landmark's name, where the page needs one. */
  name?: string;
  /** The account searched now, if any; a search ended from outside empties the box. */
  value: string | undefined;
  /** A search on Search, and none (undefined) once the box is emptied. */
  onSearch: (account: string | undefined) => void;
}

/**
 * A search by account (a report narrowed to one member, the team by the start of an
 * account): applied on Search, ended when the box is emptied.
 */
export function AccountSearch({ label, name, value, onSearch }: AccountSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const [last, setLast] = useState(value);
  if (value !== last) {
    setLast(value);
    setText(value ?? '');
  }
  return (
    <search aria-label={name} className={styles.accountSearch}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text.trim() || undefined);
        }}
      >
        <Field
          label={label}
          value={text}
          maxLength={64}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim() === '' && value !== undefined) onSearch(undefined);
          }}
        />
        <button type="submit" className={panelStyles.secondary}>
          {t('ag_search')}
        </button>
      </form>
    </search>
  );
}
