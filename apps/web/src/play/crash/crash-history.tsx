import { useTranslation } from 'react-i18next';
import { multiplierText } from './clock.ts';
import styles from './crash.module.css';
import type { CrashHistory as History } from './get-crash-state.ts';

/** Under 2× is a short round: shown in the danger colour, as crash games commonly do. */
const SHORT = 2;

/** The last crash points, newest first. */
export function CrashHistory({ history }: { history: History }) {
  const { t } = useTranslation();
  if (history.length === 0) return <p className={styles.hint}>{t('play_crash_history_none')}</p>;
  return (
    <ol className={styles.history} aria-label={t('play_crash_history')}>
      {history.map((h) => (
        <li key={h.id} className={h.crashPoint < SHORT ? styles.short : styles.long} dir="ltr">
          {t('play_crash_multiplier', { value: multiplierText(h.crashPoint) })}
        </li>
      ))}
    </ol>
  );
}
