import { getBonusGrants } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * Bonus details (bonusDetails): every bonus with its wagering progress, and the category
 * weights it is wagered by. Under 'records', so every money action (and a bet's
 * settlement seen through the refresh) asks it again.
 */
export const bonusGrantsQuery = () =>
  queryOptions({
    queryKey: ['records', 'bonusGrants'],
    queryFn: ({ signal }) => call(getBonusGrants, {}, { signal }),
  });

export const useBonusGrants = () => useQuery(bonusGrantsQuery());
