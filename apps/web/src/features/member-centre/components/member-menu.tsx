import { useTranslation } from 'react-i18next';
import { memberPages } from '../model/pages.ts';
import styles from './member-centre.module.css';

export interface MemberMenuProps {
  account: string;
  /** The page key shown now: its entry is marked as the current page. */
  current: string;
  /** Whether the brand shows a page (its module switch); hidden pages get no entry. */
  shown: (page: string) => boolean;
  onOpen: (page: string) => void;
}

/** Product §2 member centre menu: a title, the account, then every page in the product's order. */
export function MemberMenu({ account, current, shown, onOpen }: MemberMenuProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.menu} aria-label={t('mc_menu')}>
      <p className={styles.menuTitle} aria-hidden="true">
        {t('member_centre')}
      </p>
      <p className={styles.account}>{account}</p>
      <ul className={styles.entries}>
        {Object.entries(memberPages)
          .filter(([pageKey]) => shown(pageKey))
          .map(([pageKey, page]) => (
            <li key={pageKey}>
              <button
                type="button"
                className={styles.entry}
                aria-current={pageKey === current ? 'page' : undefined}
                onClick={() => onOpen(pageKey)}
              >
                {t(page.label)}
              </button>
            </li>
          ))}
      </ul>
    </nav>
  );
}
