import { getRedeemPointList } from '@gamehall/contract';
import { pagedQuery, usePagedQuery } from '../../../lib/paged-query.ts';
import { PAGE_SIZE } from '../../panel/index.ts';

/** One page of the player's redeem history, newest first (under 'points': a redeem asks it again). */
export const redeemListQuery = (pageNo: number) =>
  pagedQuery(['points', 'redeems'], getRedeemPointList, { pageNo, pageSize: PAGE_SIZE });

export const useRedeemList = (pageNo: number) => usePagedQuery(redeemListQuery(pageNo));
