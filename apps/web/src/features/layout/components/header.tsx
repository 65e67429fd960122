import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediaQuery } from '../../../lib/media-query.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { useSiteConfig } from '../../system/index.ts';
import { SIDE_MENU_ID, useSideMenu } from '../model/side-menu-store.ts';
import { LoggedOutActions } from './auth-buttons.tsx';
import styles from './header.module.css';
import { Icon } from './icons.tsx';
import { JackpotSlot } from './jackpot-slot.tsx';
import { MainNav } from './main-nav.tsx';

/**
 * The logged-in actions (balance, avatar menu) load only for a logged-in visitor: a first
 * visit is logged out, and the first-load budget (decision 005) has no room for them.
 */
const LoggedInActions = lazy(() =>
  import('./logged-in-actions.tsx').then((m) => ({ default: m.LoggedInActions })),
);

export interface HeaderProps {
  /** Product §2: the header navigation is hidden on /lottery. */
  hideNav?: boolean;
  /**
   * The layout has a side menu: the phone header is in drawer mode from its first paint,
   * not only once the menu has mounted (the nav row would show, then fold: a jump).
   */
  drawer?: boolean;
}

/** Product §2 header: logo, the jackpot, the main navigation, and the account actions. */
export function Header({ hideNav = false, drawer = false }: HeaderProps) {
  const { t } = useTranslation();
  const brand = useSiteConfig().data?.brandName ?? '';
  const loggedIn = useLoggedIn();
  const drawerOpen = useSideMenu((s) => s.open);
  const toggleDrawer = useSideMenu((s) => s.toggle);
  // Header-only layouts have no side menu: no menu button, the nav scrolls instead.
  const hasDrawer = useSideMenu((s) => s.mounted > 0) || drawer;
  // A phone with a drawer shows the categories there, not in a nav row: that row (some 270
  // elements of game menus) is not built at all, a third of the first screen's work
  // (decision 025). Where the width is unknown (tests), it is built as on a desktop.
  const phone = useMediaQuery('(max-width: 899px)');
  const showNav = !hideNav && !(hasDrawer && phone);

  return (
    <header className={styles.header} data-drawer={hasDrawer ? '' : undefined}>
      <div className={styles.bar}>
        {hasDrawer && (
          <button
            type="button"
            className={styles.menuButton}
            aria-label={t('open_menu')}
            aria-expanded={drawerOpen}
            aria-controls={SIDE_MENU_ID}
            onClick={toggleDrawer}
          >
            <Icon name="menu" size={24} />
          </button>
        )}
        <Link to="/index" className={styles.logo} aria-label={brand ? undefined : t('hd_home')}>
          <span className={styles.mark} aria-hidden="true">
            {brand.slice(0, 1)}
          </span>
          <span className={styles.brand}>{brand}</span>
        </Link>
        <JackpotSlot place="header" />
        {loggedIn ? (
          <Suspense fallback={null}>
            <LoggedInActions className={styles.actions} />
          </Suspense>
        ) : (
          <LoggedOutActions className={styles.actions} collapseSwitch />
        )}
      </div>
      {showNav && <MainNav className={styles.nav} />}
    </header>
  );
}
