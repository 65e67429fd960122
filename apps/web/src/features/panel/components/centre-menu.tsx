import styles from './centre.module.css';

export interface CentreMenuProps {
  /** The centre's name, shown above the account (the menu's own name is `label`). */
  title: string;
  /** The navigation's accessible name. */
  label: string;
  account: string;
  /** Page key → its menu text, in the menu's order. */
  entries: readonly (readonly [key: string, text: string])[];
  /** The page key shown now: its entry is marked as the current page. */
  current: string;
  onOpen: (page: string) => void;
  /** Page key → a count badge beside its entry (shown above 0) and what it counts, in words. */
  badges?: Readonly<Record<string, { count: number; label: string }>>;
}

/** The left menu of a centre dialog (member centre, agent centre; product §2). */
export function CentreMenu({
  title,
  label,
  account,
  entries,
  current,
  onOpen,
  badges,
}: CentreMenuProps) {
  return (
    <nav className={styles.menu} aria-label={label}>
      <p className={styles.menuTitle} aria-hidden="true">
        {title}
      </p>
      <p className={styles.account}>{account}</p>
      <ul className={styles.entries}>
        {entries.map(([key, text]) => {
          const badge = badges?.[key];
          return (
            <li key={key}>
              <button
                type="button"
                className={styles.entry}
                aria-current={key === current ? 'page' : undefined}
                onClick={() => onOpen(key)}
              >
                {text}
                {badge && badge.count > 0 && (
                  <>
                    <span className={styles.badge} aria-hidden="true">
                      {badge.count}
                    </span>
                    <span className="visually-hidden">, {badge.label}</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
