import { useTranslation } from 'react-i18next';
import { CHAIN_STEPS, type CrashCheck } from '../model/recompute-crash.ts';
import styles from './verify-page.module.css';

/** A crash round recomputed: its crash point, its place on the chain, the round before. */
export function CrashResult({ check, onStepBack }: { check: CrashCheck; onStepBack: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.point}>
        {t('verify_crash_point', { value: check.crashPoint.toFixed(2) })}
      </p>
      <p className={check.onChain === false ? styles.error : undefined}>
        {check.onChain === null
          ? t('verify_crash_no_terminating')
          : check.onChain
            ? t('verify_crash_on_chain')
            : t('verify_crash_off_chain', { steps: CHAIN_STEPS.toLocaleString('en') })}
      </p>
      <p>
        {t('verify_crash_previous')} <code className={styles.hash}>{check.previous}</code>
      </p>
      <button type="button" className={styles.secondary} onClick={onStepBack}>
        {t('verify_crash_step_back')}
      </button>
    </>
  );
}
