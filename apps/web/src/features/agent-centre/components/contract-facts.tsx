import type { Contract } from '@gamehall/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandTime } from '../../panel/index.ts';
import cards from './cards.module.css';
import { ContractStateTag } from './contract-state.tsx';

/**
 * A contract's facts as label and value pairs: `first` (the other party), its state,
 * its payout period (dividends only: the salaries' is their type's), offered and started.
 */
export function ContractFacts({ contract, first }: { contract: Contract; first?: ReactNode }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  return (
    <dl className={cards.facts}>
      {first}
      <div>
        <dt>{t('ac_state')}</dt>
        <dd>
          <ContractStateTag state={contract.state} />
        </dd>
      </div>
      {contract.kind === 'DIVIDEND' && (
        <div>
          <dt>{t('ac_period')}</dt>
          <dd>{t(`ac_period_${contract.terms.period}`)}</dd>
        </div>
      )}
      <div>
        <dt>{t('ac_offered_at')}</dt>
        <dd>{time(contract.createdAt)}</dd>
      </div>
      <div>
        <dt>{t('ac_started')}</dt>
        <dd>{contract.startedAt ? time(contract.startedAt) : t('ac_not_started')}</dd>
      </div>
    </dl>
  );
}
