import {
  type BodyOf,
  type CallDef,
  createDownline,
  createInviteLink,
  getAgentInfo,
  getDownlines,
  getInviteLinks,
  type QueryOf,
  revokeInviteLink,
  transferToDownline,
} from '@gamehall/contract';
import {
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { pagedQuery, usePagedQuery } from '../../../lib/paged-query.ts';
import { useMoneyAction } from '../../wallet/index.ts';

/*
 * The agent's team (issue 14): its downlines level by level, the accounts it opens, its
 * registration links and the money it sends a direct downline. Each change asks again
 * for the lists it touches.
 */

const DOWNLINES: QueryKey = ['agent', 'downlines'];
const LINKS: QueryKey = ['agent', 'links'];
const INFO: QueryKey = ['agent', 'info'];
/** The team's figures a new member changes (its size, its new members). */
const OVERVIEW: QueryKey = ['agent', 'overview'];

/** The agent's own card: its invitation code and its number of direct downlines. */
export const agentInfoQuery = () =>
  queryOptions({
    queryKey: INFO,
    queryFn: ({ signal }) => call(getAgentInfo, { query: {} }, { signal }),
  });
export const useAgentInfo = () => useQuery(agentInfoQuery());

/** One page of downlines: of `parent` (the agent by default), or those matching `search`. */
export const downlinesQuery = (query: QueryOf<typeof getDownlines>) =>
  pagedQuery(DOWNLINES, getDownlines, query);
export const useDownlines = (query: QueryOf<typeof getDownlines>) =>
  usePagedQuery(downlinesQuery(query));

export const inviteLinksQuery = () =>
  queryOptions({
    queryKey: LINKS,
    queryFn: ({ signal }) => call(getInviteLinks, { query: {} }, { signal }),
  });
export const useInviteLinks = () => useQuery(inviteLinksQuery());

/** A change of the team: on success the queries under `keys` are asked again. */
function useTeamChange<C extends CallDef>(def: C, keys: readonly QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<C>) => call(def, { body }),
    onSuccess: () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/** Opens an account under the agent: the downlines, its count and the team figures change. */
export const useCreateDownline = () => useTeamChange(createDownline, [DOWNLINES, INFO, OVERVIEW]);

export const useCreateInviteLink = () => useTeamChange(createInviteLink, [LINKS]);

export const useRevokeInviteLink = () => useTeamChange(revokeInviteLink, [LINKS]);

/**
 * Main wallet → a direct downline's, with an idempotency key per attempt (the wallet's
 * money action): the agent's balance, the downline's and the team's records change.
 */
export const useTransferToDownline = () =>
  useMoneyAction(transferToDownline, [DOWNLINES, ['agent', 'transactions'], ['records']]);
