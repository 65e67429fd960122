import { getFishModel, type ValueOf } from '@gamehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

export type FishModel = ValueOf<typeof getFishModel>;

/** The species, cannon bets and RTP: the same for every fish title, fetched once a page. */
export const fishModelQuery = () =>
  queryOptions({
    queryKey: ['play', 'fishModel'],
    queryFn: () => call(getFishModel),
    staleTime: Number.POSITIVE_INFINITY,
  });
