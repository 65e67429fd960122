import type { AgentNode, ContractKind, ContractState } from '@gamehall/contract';
import type { TFunction } from 'i18next';

/** A contract type in the console's words. */
export const kindText = (t: TFunction, kind: ContractKind) => t(`cs_ag_kind_${kind.toLowerCase()}`);

export const stateText = (t: TFunction, state: ContractState) =>
  t(`cs_ag_state_${state.toLowerCase()}`);

/** A payout period (D, W, H, M; product §9) in words. */
export const periodText = (t: TFunction, period: string) =>
  t(`cs_ag_period_${period.toLowerCase()}`);

/** A node's live contracts in one line each: type, state and the table's highest rate. */
export const contractLines = (t: TFunction, node: Pick<AgentNode, 'contracts'>) =>
  node.contracts.map((c) =>
    t('cs_ag_summary', {
      kind: kindText(t, c.kind),
      state: stateText(t, c.state),
      rate: c.topRate,
    }),
  );
