import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialTheme, saveTheme, type Theme } from '../../../lib/theme.ts';
import { Icon } from './icons.tsx';
import styles from './theme-switch.module.css';

/** The theme the page shows now (the app applies it at start), else the saved or device one. */
function currentTheme(): Theme {
  const shown = document.documentElement.dataset.theme;
  return shown === 'dark' || shown === 'light' ? shown : initialTheme();
}

/** Product §1 light or dark theme: a switch, on meaning dark. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState(currentTheme);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      className={styles.switch}
      onClick={() => {
        const next: Theme = dark ? 'light' : 'dark';
        saveTheme(next);
        setTheme(next);
      }}
    >
      <Icon name="moon" />
      <span className={styles.label}>{t('dark_theme')}</span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </button>
  );
}
