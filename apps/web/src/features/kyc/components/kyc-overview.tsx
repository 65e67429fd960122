import { KYC_KINDS, type KycState } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { panelStyles as panel, StatusTag } from '../../panel/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { standingRefusals, statusTone } from '../model/documents.ts';
import styles from './kyc.module.css';

/** The brand's rule in words, or null when it asks no verification before a withdrawal. */
function useRuleText(state: KycState): string | null {
  const { t } = useTranslation();
  const symbol = useSiteConfig().data?.currencySymbol;
  const money = (n: number) => formatMoneyWith(n, symbol);
  const { withdrawalAbove: above, lifetimeAbove: lifetime } = state;
  if (above !== null && lifetime !== null) {
    return t('kyc_rule_both', { above: money(above), lifetime: money(lifetime) });
  }
  if (above !== null) return t('kyc_rule_amount', { above: money(above) });
  if (lifetime !== null) return t('kyc_rule_lifetime', { lifetime: money(lifetime) });
  return null;
}

/**
 * Where the player stands: not started, waiting for review, verified or refused (with
 * why, for each kind whose last document was refused), and when the brand asks for it.
 */
export function KycOverview({ state }: { state: KycState }) {
  const { t } = useTranslation();
  const rule = useRuleText(state);
  const refusals = state.status === 'REJECTED' ? standingRefusals(state, KYC_KINDS) : [];
  return (
    <div className={styles.overview}>
      <p className={styles.statusLine}>
        <span>{t('kyc_status')}</span>{' '}
        <StatusTag tone={statusTone[state.status]}>{t(`kyc_status_${state.status}`)}</StatusTag>
      </p>
      <p className={panel.hint}>{t(`kyc_status_${state.status}_text`)}</p>
      {refusals.length > 0 && (
        <ul className={styles.refusals} aria-label={t('kyc_refusals')}>
          {refusals.map((d) => (
            <li key={d.id}>
              {t(`kyc_refused_${d.kind}`, { reason: d.reason ?? t('kyc_no_reason') })}
            </li>
          ))}
        </ul>
      )}
      {rule && <p className={styles.rule}>{rule}</p>}
    </div>
  );
}
