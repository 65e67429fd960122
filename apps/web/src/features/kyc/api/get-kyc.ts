import { getKyc } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * The player's verification: the overall status, every document (newest first) and the
 * brand's rule. An upload answers the same state, which replaces this one
 * (upload-kyc-document.ts).
 */
export const kycQuery = () =>
  queryOptions({
    queryKey: ['kyc', 'state'],
    queryFn: ({ signal }) => call(getKyc, {}, { signal }),
  });

export const useKyc = () => useQuery(kycQuery());
