import { opsMemberDetail } from '@gamehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';

/**
 * The query keys of one member's data (detail, ledger, bets, protection) begin with this,
 * so an action on the member asks all of it again at once.
 */
export const memberKey = (account: string) => ['console', 'member', account];

export const memberDetailQuery = (account: string) =>
  queryOptions({
    queryKey: [...memberKey(account), 'detail'],
    queryFn: () => staffCall(opsMemberDetail, { query: { account } }),
  });

export const memberProtectionKey = (account: string) => [...memberKey(account), 'protection'];

/** A member's KYC documents (the member view's tab), asked again after a review. */
export const memberKycKey = (account: string) => [...memberKey(account), 'kyc'];

/** Where a member's view opens, on one of its tabs. */
export const memberHref = (account: string, tab?: string) =>
  `/members?${new URLSearchParams({ account, ...(tab ? { tab } : {}) })}`;
