import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lobby-filters.module.css';

export interface LobbyFilterValues {
  name: string;
  /** Product §3: games with a minimum bet of 1 or more. */
  minBet: boolean;
  /** Product §3: games with 25 lines or more. */
  lines: boolean;
}

interface Props {
  values: LobbyFilterValues;
  onChange: (values: LobbyFilterValues) => void;
  /** Line filters only make sense for slots. */
  showLines: boolean;
}

/** Search by name and the two filters of product §3, above a lobby's games. */
export function LobbyFilters({ values, onChange, showLines }: Props) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <search className={styles.filters}>
      <label htmlFor={searchId} className={styles.searchLabel}>
        {t('games_search')}
      </label>
      <input
        id={searchId}
        type="search"
        className={styles.search}
        value={values.name}
        maxLength={64}
        placeholder={t('games_search_placeholder')}
        onChange={(e) => onChange({ ...values, name: e.target.value })}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.minBet}
          onChange={(e) => onChange({ ...values, minBet: e.target.checked })}
        />
        {t('games_min_bet_filter')}
      </label>
      {showLines && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.lines}
            onChange={(e) => onChange({ ...values, lines: e.target.checked })}
          />
          {t('games_lines_filter')}
        </label>
      )}
    </search>
  );
}
