import type { ContractKind } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { panelStyles, QueryState, Section } from '../../panel/index.ts';
import { useContracts } from '../api/contracts.ts';
import { ContractOfferForm } from '../components/contract-offer-form.tsx';
import { OfferedContracts } from '../components/contract-offered.tsx';
import { OwnContract } from '../components/contract-own.tsx';

/**
 * Agent centre, pages agentDividend, agentDailySalary, agentHourlySalary and
 * agentRealtimeSalary (issue 14, product §4): the agent's own contract of the type with its
 * upline, those it offered its downlines, and an offer of a new one — only within an
 * active contract of its own.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const contracts = useContracts(kind);

  return (
    <div className={panelStyles.sections}>
      <QueryState query={contracts}>
        {({ own, offered }) => (
          <>
            <OwnContract kind={kind} own={own} />
            <OfferedContracts kind={kind} offered={offered} />
            <Section title={t('ac_offer_title')}>
              {own?.state === 'ACTIVE' ? (
                <ContractOfferForm key={own.id} kind={kind} own={own} />
              ) : (
                <p className={panelStyles.hint}>{t('ac_offer_needs_active')}</p>
              )}
            </Section>
          </>
        )}
      </QueryState>
    </div>
  );
}
