import {
  type BodyOf,
  type Contract,
  type ContractKind,
  contractCalls,
  getContracts,
} from '@gamehall/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** What a contract call takes: an offer, or a decision on one contract (product §4). */
export type ContractAction = BodyOf<(typeof contractCalls)[ContractKind]>;

/** The agent's own contract of a type and those it offered (issue 14), one answer per type. */
export const contractsQuery = (kind: ContractKind) =>
  queryOptions({
    queryKey: ['agent', 'contracts', kind],
    queryFn: ({ signal }) => call(getContracts, { query: { kind } }, { signal }),
  });

export const useContracts = (kind: ContractKind) => useQuery(contractsQuery(kind));

/**
 * One contract action of a type, through its own call. The contract it answers replaces
 * the one shown at once; then the list is asked again, whatever the answer (a 409 means
 * the page was behind: someone else acted first).
 */
export function useContractAction(kind: ContractKind) {
  const client = useQueryClient();
  const { queryKey } = contractsQuery(kind);
  return useMutation({
    mutationFn: (body: ContractAction) => call(contractCalls[kind], { body }),
    onSuccess: (contract: Contract) => {
      client.setQueryData(queryKey, (shown) =>
        shown
          ? {
              own: shown.own?.id === contract.id ? contract : shown.own,
              offered: shown.offered.map((c) => (c.id === contract.id ? contract : c)),
            }
          : shown,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}
