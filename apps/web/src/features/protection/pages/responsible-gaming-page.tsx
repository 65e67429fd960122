import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useProtected } from '../../layout/index.ts';
import { askForSection } from '../model/focus.ts';
import styles from './responsible-gaming-page.module.css';

/** The tools, each a title and what it does (protection texts). */
const TOOLS = [
  ['rg_page_limits_title', 'rg_page_limits'],
  ['rg_page_session_title', 'rg_page_session'],
  ['rg_page_cool_off_title', 'rg_page_cool_off'],
  ['rg_page_exclusion_title', 'rg_page_exclusion'],
] as const;

/** Where a player finds independent help (an international fellowship, in every language). */
const HELP_URL = 'https://www.gamblersanonymous.org/';

function Topic({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.topic} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * /responsible-gaming (issue 19): the player protection tools and where to get help.
 * "Set my limits" opens the security centre at its responsible gaming section, the login
 * for a visitor (useProtected), or the real-account warning for a trial account.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const guard = useProtected();
  const openDialog = useDialogs((s) => s.openDialog);

  const setLimits = () =>
    guard(() => {
      askForSection();
      openDialog('memberCentre', 'securityCenter');
    });

  return (
    <article className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t('rg_page_title')}
      </h1>
      <p className={styles.intro}>{t('rg_page_intro')}</p>
      <button type="button" className={styles.action} onClick={setLimits}>
        {t('rg_page_action')}
      </button>
      <div className={styles.topics}>
        {TOOLS.map(([title, text]) => (
          <Topic key={title} title={t(title)}>
            <p>{t(text)}</p>
          </Topic>
        ))}
        <Topic title={t('rg_page_help_title')}>
          <p>{t('rg_page_help')}</p>
          <p>
            <a href={HELP_URL} target="_blank" rel="noopener noreferrer">
              {t('rg_page_help_link')}
            </a>
          </p>
        </Topic>
      </div>
    </article>
  );
}
