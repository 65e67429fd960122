import type { Contract, ContractKind } from '@gamehall/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, FormResult, panelStyles, Section, useOutcome } from '../../panel/index.ts';
import { useContractAction } from '../api/contracts.ts';
import cards from './cards.module.css';
import { ContractFacts } from './contract-facts.tsx';
import { ContractHistory } from './contract-history.tsx';
import { ContractRates } from './contract-rates.tsx';

/** The states in which the upline may still end a contract it offered. */
const LIVE = new Set<Contract['state']>(['OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED']);

/**
 * The contracts of a type the agent offered its downlines: each with its member, state,
 * rates and history (opened on demand), and Terminate (confirmed first) while it is live.
 */
export function OfferedContracts({
  kind,
  offered,
}: {
  kind: ContractKind;
  offered: readonly Contract[];
}) {
  const { t } = useTranslation();
  const action = useContractAction(kind);
  const { result, run } = useOutcome();
  const [ending, setEnding] = useState<Contract | null>(null);

  const terminate = (contract: Contract) =>
    void run(async () => {
      await action.mutateAsync({ action: 'TERMINATE', contractId: contract.id });
      return t('ac_terminate_done', { member: contract.member });
    });

  return (
    <Section title={t('ac_offered_title')}>
      {offered.length === 0 ? (
        <p className={panelStyles.hint}>{t('ac_offered_none')}</p>
      ) : (
        <ul className={cards.cards}>
          {offered.map((contract) => (
            <OfferedContract
              key={contract.id}
              contract={contract}
              pending={action.isPending}
              onTerminate={() => setEnding(contract)}
            />
          ))}
        </ul>
      )}
      <FormResult success={result.success} done={result.done} error={result.error} />
      {ending && (
        <ConfirmDialog
          title={t('ac_terminate_title', { member: ending.member })}
          body={t('ac_terminate_body', { member: ending.member })}
          confirm={t('ac_terminate')}
          cancel={t('ac_cancel')}
          onCancel={() => setEnding(null)}
          onConfirm={() => {
            setEnding(null);
            terminate(ending);
          }}
        />
      )}
    </Section>
  );
}

function OfferedContract({
  contract,
  pending,
  onTerminate,
}: {
  contract: Contract;
  pending: boolean;
  onTerminate: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const historyId = useId();
  const [historyOpen, setHistoryOpen] = useState(false);
  const member = contract.member;

  return (
    <li>
      <article className={cards.card} aria-labelledby={headingId}>
        <h5 id={headingId} className={cards.subheading}>
          {member}
        </h5>
        <ContractFacts contract={contract} />
        {contract.state === 'TERMINATION_REQUESTED' && (
          <p className={panelStyles.hint}>{t('ac_member_requested', { member })}</p>
        )}
        <ContractRates
          kind={contract.kind}
          terms={contract.terms}
          caption={t('ac_rates_of', { member })}
        />
        <div className={panelStyles.actions}>
          <button
            type="button"
            className={panelStyles.secondary}
            aria-expanded={historyOpen}
            aria-controls={historyId}
            aria-describedby={headingId}
            onClick={() => setHistoryOpen((open) => !open)}
          >
            {t('ac_history_count', { count: contract.history.length })}
          </button>
          {LIVE.has(contract.state) && (
            <button
              type="button"
              className={panelStyles.secondary}
              aria-label={t('ac_terminate_with', { member })}
              disabled={pending}
              onClick={onTerminate}
            >
              {t('ac_terminate')}
            </button>
          )}
        </div>
        <div id={historyId} hidden={!historyOpen}>
          {historyOpen && (
            <ContractHistory contract={contract} caption={t('ac_history_of', { member })} />
          )}
        </div>
      </article>
    </li>
  );
}
