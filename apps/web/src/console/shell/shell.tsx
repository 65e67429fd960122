import { opsStaffLogout } from '@gamehall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { initialTheme, saveTheme, type Theme } from '../../lib/theme.ts';
import { CONSOLE_LANGUAGES, type ConsoleLang, switchLanguage } from '../lib/console-i18n.ts';
import { staffCall } from '../lib/staff-call.ts';
import { setStaffSession, useStaffSession } from '../lib/staff-session.ts';
import type { ConsolePage } from '../pages/registry.ts';
import styles from './shell.module.css';

/** The frame of every page: who is signed in, the language, the theme, the pages' menu. */
export function Shell({ pages }: { pages: readonly ConsolePage[] }) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  const [theme, setTheme] = useState<Theme>(initialTheme);
  const logOut = async () => {
    await staffCall(opsStaffLogout, { body: {} }).catch(() => undefined);
    setStaffSession(null);
  };
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <p className={styles.brand}>{t('cs_title')}</p>
        <div className={styles.tools}>
          {session && (
            <p className={styles.who}>
              {t('cs_signed_in_as', {
                account: session.staff.account,
                role: t(`cs_role_${session.staff.role}`),
              })}
            </p>
          )}
          <label className={styles.tool}>
            <span className="visually-hidden">{t('cs_language')}</span>
            <select
              value={i18n.language}
              onChange={(e) => void switchLanguage(e.target.value as ConsoleLang)}
            >
              {Object.keys(CONSOLE_LANGUAGES).map((lang) => (
                <option key={lang} value={lang}>
                  {t(`cs_lang_${lang.toLowerCase()}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={styles.button}
            aria-pressed={theme === 'dark'}
            onClick={() => {
              const next = theme === 'dark' ? 'light' : 'dark';
              saveTheme(next);
              setTheme(next);
            }}
          >
            {t('cs_dark_theme')}
          </button>
          <button type="button" className={styles.button} onClick={() => void logOut()}>
            {t('cs_log_out')}
          </button>
        </div>
      </header>
      <nav className={styles.nav} aria-label={t('cs_menu')}>
        <ul>
          {pages.map((p) => (
            <li key={p.path}>
              <NavLink to={p.path} className={({ isActive }) => (isActive ? styles.active : '')}>
                {t(p.title)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
