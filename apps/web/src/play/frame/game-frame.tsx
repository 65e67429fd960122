import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import { usePlaySession } from '../session/play-session.tsx';
import { FairPanel } from './fair-panel.tsx';
import styles from './frame.module.css';

/**
 * Every game's page: its name, the balance and last win, the game, the provably fair
 * panel of the seed pair (`seeds`; crash proves its rounds by a hash chain in its own panel).
 */
export function GameFrame({ children, seeds = true }: { children: ReactNode; seeds?: boolean }) {
  const { t } = useTranslation();
  const { session, ended } = usePlaySession();
  const currency = session.currencySymbol;
  const { name } = session.game;
  useEffect(() => {
    document.title = name;
  }, [name]);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{name}</h1>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{session.mode === 'demo' ? t('play_demo_balance') : t('play_balance')}</dt>
            <dd className={styles.amount} dir="ltr">
              {moneyText(session.balance, currency)}
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('play_last_win')}</dt>
            <dd className={styles.amount} dir="ltr">
              {session.lastWin === null ? '–' : moneyText(session.lastWin, currency)}
            </dd>
          </div>
        </dl>
      </header>
      {ended ? (
        <div role="alert" className={styles.alert}>
          <p>{t('play_session_ended')}</p>
        </div>
      ) : (
        <>
          {children}
          {seeds && <FairPanel />}
        </>
      )}
    </main>
  );
}

/** A page with no game to show (no token, a failed open, an engine not hosted yet). */
export function NoticePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
      </header>
      <div className={styles.notice}>{children}</div>
    </main>
  );
}
