import { type KeyboardEvent, lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { SIDE_MENU_ID, useSideMenu } from '../model/side-menu-store.ts';
import { LoggedOutActions } from './auth-buttons.tsx';
import { JackpotSlot } from './jackpot-slot.tsx';
import { LanguageSelect } from './language-select.tsx';
import { LogoutButton } from './logout-button.tsx';
import styles from './side-menu.module.css';
import { AccountGroup, GameCentre, QuickLinks, SupportLinks } from './side-menu-sections.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

/** Loaded only for a logged-in visitor (see the header's LoggedInActions). */
const SideBalance = lazy(() =>
  import('./side-balance.tsx').then((m) => ({ default: m.SideBalance })),
);

/**
 * Product §2 side menu. A left column on desktop; below 900 px a drawer the header's menu
 * button opens, closed by Escape, by the cover and by navigating.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const open = useSideMenu((s) => s.open);
  const setOpen = useSideMenu((s) => s.setOpen);
  const register = useSideMenu((s) => s.register);
  const location = useLocation();
  const ref = useRef<HTMLElement>(null);

  useEffect(register, [register]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [location.key, setOpen]);
  useEffect(() => {
    if (open) ref.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    // Back to the button that opened it, so keyboard users keep their place.
    document.querySelector<HTMLElement>(`[aria-controls="${SIDE_MENU_ID}"]`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) close();
  };

  return (
    <>
      {open && (
        <button
          type="button"
          tabIndex={-1}
          className={styles.cover}
          aria-label={t('close_menu')}
          onClick={close}
        />
      )}
      <aside
        id={SIDE_MENU_ID}
        ref={ref}
        tabIndex={-1}
        aria-label={t('side_menu')}
        className={styles.menu}
        data-open={open ? '' : undefined}
        onKeyDown={onKeyDown}
      >
        {loggedIn ? (
          <Suspense fallback={null}>
            <SideBalance />
          </Suspense>
        ) : (
          <LoggedOutActions className={styles.auth} />
        )}
        {/* The jackpot's figure below 900 px, where the header has no room for it. */}
        <JackpotSlot place="menu" />
        <QuickLinks />
        <GameCentre />
        <AccountGroup />
        <SupportLinks />
        <div className={styles.settings}>
          <LanguageSelect />
          <ThemeSwitch />
          {loggedIn && <LogoutButton />}
        </div>
      </aside>
    </>
  );
}
