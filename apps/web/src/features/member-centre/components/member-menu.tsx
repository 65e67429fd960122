import { useTranslation } from 'react-i18next';
import { memberPages } from '../model/pages.ts';
import styles from './member-centre.module.css';

export interface MemberMenuProps {
  account: string;
  /** The page key shown now: its entry is marked as the current page. */
  current: string;
  /** Missions waiting for the player (spec §2: a badge when above 0). */
  missionCount: number;
  onOpen: (page: string) => void;
}

/** Spec §2 member centre menu: a title, the account, then every page in the spec's order. */
export function MemberMenu({ account, current, missionCount, onOpen }: MemberMenuProps) {
  const { t } = useTranslation();
  const counts = { missions: missionCount };
  return (
    <nav className={styles.menu} aria-label={t('mc_menu')}>
      <p className={styles.menuTitle} aria-hidden="true">
        {t('member_centre')}
      </p>
      <p className={styles.account}>{account}</p>
      <ul className={styles.entries}>
        {Object.entries(memberPages).map(([pageKey, page]) => {
          const count = page.badge ? counts[page.badge] : 0;
          return (
            <li key={pageKey}>
              <button
                type="button"
                className={styles.entry}
                aria-current={pageKey === current ? 'page' : undefined}
                onClick={() => onOpen(pageKey)}
              >
                {t(page.label)}
                {/* A space of its own, so the label and the count read as two words. */}
                {count > 0 && ' '}
                {count > 0 && (
                  <span className={styles.badge}>
                    <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                    <span className="visually-hidden">{t('mc_badge_count', { count })}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
