import type { Contract, ContractKind } from '@gamehall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, FormResult, panelStyles, Section, useOutcome } from '../../panel/index.ts';
import { useContractAction } from '../api/contracts.ts';
import cards from './cards.module.css';
import { ContractFacts } from './contract-facts.tsx';
import { ContractHistory } from './contract-history.tsx';
import { ContractRates } from './contract-rates.tsx';

type Decision = 'ACCEPT' | 'REJECT' | 'REQUEST_TERMINATION';

/** What each decision says once it went through. */
const DONE: Record<Decision, string> = {
  ACCEPT: 'ac_accept_done',
  REJECT: 'ac_reject_done',
  REQUEST_TERMINATION: 'ac_request_done',
};

/**
 * The agent's own contract of a type, with its upline or the house: its facts, rates and
 * history, and what the agent may decide (product §4): accept or reject an offered one,
 * ask for the end of an active one. Rejecting and asking to end are confirmed first.
 */
export function OwnContract({ kind, own }: { kind: ContractKind; own: Contract | null }) {
  const { t } = useTranslation();
  const action = useContractAction(kind);
  const { result, run } = useOutcome();
  const [asking, setAsking] = useState<'REJECT' | 'REQUEST_TERMINATION' | null>(null);

  const decide = (contract: Contract, decision: Decision) =>
    void run(async () => {
      await action.mutateAsync({ action: decision, contractId: contract.id });
      return t(DONE[decision]);
    });

  return (
    <Section title={t('ac_my_contract')}>
      <p className={panelStyles.hint}>{t(`ac_volume_${kind}`)}</p>
      {own === null ? (
        <p className={panelStyles.state}>{t('ac_no_own')}</p>
      ) : (
        <>
          <ContractFacts
            contract={own}
            first={
              <div>
                <dt>{t('ac_upline')}</dt>
                <dd>{own.upline ?? t('ac_the_house')}</dd>
              </div>
            }
          />
          <h5 className={cards.subheading}>{t('ac_rates')}</h5>
          <ContractRates kind={kind} terms={own.terms} caption={t('ac_my_rates')} />
          {own.state === 'OFFERED' && (
            <>
              <p>{t('ac_offered_to_me')}</p>
              {/* biome-ignore lint/a11y/useSemanticElements: two buttons, not form fields */}
              <div className={panelStyles.actions} role="group" aria-label={t('ac_decide')}>
                <button
                  type="button"
                  className={panelStyles.primary}
                  disabled={action.isPending}
                  onClick={() => decide(own, 'ACCEPT')}
                >
                  {t('ac_accept')}
                </button>
                <button
                  type="button"
                  className={panelStyles.secondary}
                  disabled={action.isPending}
                  onClick={() => setAsking('REJECT')}
                >
                  {t('ac_reject')}
                </button>
              </div>
            </>
          )}
          {own.state === 'ACTIVE' && (
            <button
              type="button"
              className={panelStyles.secondary}
              disabled={action.isPending}
              onClick={() => setAsking('REQUEST_TERMINATION')}
            >
              {t('ac_request_termination')}
            </button>
          )}
          {own.state === 'TERMINATION_REQUESTED' && (
            <p className={panelStyles.hint}>{t('ac_requested_note')}</p>
          )}
          <h5 className={cards.subheading}>{t('ac_history')}</h5>
          <ContractHistory contract={own} caption={t('ac_my_history')} />
          {asking && (
            <ConfirmDialog
              title={t(asking === 'REJECT' ? 'ac_reject_title' : 'ac_request_title')}
              body={t(asking === 'REJECT' ? 'ac_reject_body' : 'ac_request_body')}
              confirm={t(asking === 'REJECT' ? 'ac_reject' : 'ac_request_termination')}
              cancel={t('ac_cancel')}
              onCancel={() => setAsking(null)}
              onConfirm={() => {
                setAsking(null);
                decide(own, asking);
              }}
            />
          )}
        </>
      )}
      <FormResult success={result.success} done={result.done} error={result.error} />
    </Section>
  );
}
