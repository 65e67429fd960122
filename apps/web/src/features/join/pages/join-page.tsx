import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSections } from '../../system/index.ts';
import styles from './join-page.module.css';

/** The tools and the last step are the agent centre's: shown once it is built and on. */
const benefits = ['commission', 'tools', 'support'] as const;
const steps = ['app_join_step_1', 'app_join_step_2', 'app_join_step_3'];
const agentCentreOnly = new Set<string>(['tools', 'app_join_step_3']);

/** /join: the join-us (affiliates) page; the call to action opens registration. */
export function JoinPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const openDialog = useDialogs((s) => s.openDialog);
  const agentCentre = useSections()('AGENTCENTER');
  const offered = (item: string) => agentCentre || !agentCentreOnly.has(item);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <header className={styles.hero}>
        <h1 id={headingId}>{t('app_join_title')}</h1>
        <p>{t('app_join_intro')}</p>
        <button type="button" className={styles.cta} onClick={() => openDialog('register')}>
          {t('app_join_cta')}
        </button>
      </header>
      <ul className={styles.benefits}>
        {benefits.filter(offered).map((b) => (
          <li key={b} className={styles.benefit}>
            <h2>{t(`app_join_${b}_title`)}</h2>
            <p>{t(`app_join_${b}_text`)}</p>
          </li>
        ))}
      </ul>
      <h2 className={styles.stepsTitle}>{t('app_join_steps_title')}</h2>
      <ol className={styles.steps}>
        {steps.filter(offered).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
    </section>
  );
}
