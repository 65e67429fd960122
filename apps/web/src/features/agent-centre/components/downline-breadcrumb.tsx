import { useTranslation } from 'react-i18next';
import styles from './team.module.css';

export interface DownlineBreadcrumbProps {
  /** Accounts from the agent down to the level shown. */
  path: readonly string[];
  /** Shows the direct downlines of the account at `index` (0: the agent's own). */
  onOpen: (index: number) => void;
}

/** Where in the team the list is: each level above a button back up, the last one current. */
export function DownlineBreadcrumb({ path, onOpen }: DownlineBreadcrumbProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('at_levels')} className={styles.breadcrumb}>
      <ol>
        {path.map((account, index) => {
          const current = index === path.length - 1;
          return (
            <li key={account}>
              <button
                type="button"
                className={styles.crumb}
                aria-current={current ? 'page' : undefined}
                onClick={() => onOpen(index)}
              >
                {account}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
