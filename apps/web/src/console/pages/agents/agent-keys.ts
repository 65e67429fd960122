import { opsAgentContracts, opsAgentTree } from '@gamehall/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { staffCall } from '../../lib/staff-call.ts';

/** Every agents-page query begins with this, so a contract set asks them all again. */
export const AGENTS_KEY = ['console', 'agents'] as const;

/** How many direct downlines one "more" brings: a level of a big tree opens in pages. */
export const TREE_PAGE = 50;

/** One agent's uplines and its direct downlines, a page at a time. */
export const treeQuery = (account: string) =>
  infiniteQueryOptions({
    queryKey: [...AGENTS_KEY, 'tree', account],
    queryFn: ({ pageParam }) =>
      staffCall(opsAgentTree, { query: { account, pageNo: pageParam, pageSize: TREE_PAGE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });

export const contractsQuery = (account: string) =>
  queryOptions({
    queryKey: [...AGENTS_KEY, 'contracts', account],
    queryFn: () => staffCall(opsAgentContracts, { query: { account } }),
  });

/** The page's address with this agent chosen, keeping the search that found it. */
export const agentHref = (params: URLSearchParams, account: string) => {
  const next = new URLSearchParams(params);
  next.set('agent', account);
  return `?${next}`;
};
