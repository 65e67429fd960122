import { getCrashChain, type ValueOf } from '@gamehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export type CrashChains = ValueOf<typeof getCrashChain>;

/**
 * The published chains (terminating hash and salt). A chain never changes once published;
 * keyed by the newest chain a round named, so a new chain (the old one used up) is fetched.
 */
export const crashChainQuery = (chainId: number) =>
  queryOptions({
    queryKey: ['play', 'crash', 'chain', chainId],
    queryFn: ({ signal }) => call(getCrashChain, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
