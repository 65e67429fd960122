import { getLotteryMenus } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import type { LotteryArea } from '../model/in-house-games.ts';

/** An area's in-house lottery games (a public call); the list changes with a release only. */
export const lotteryMenusQuery = (area: LotteryArea) =>
  queryOptions({
    queryKey: ['lottery', 'menus', area],
    queryFn: ({ signal }) => call(getLotteryMenus, { query: { area } }, { signal }),
    staleTime: 10 * 60_000,
  });

/** The games of the area's menu, in the server's order. */
export const useLotteryMenus = (area: LotteryArea) =>
  useQuery({
    ...lotteryMenusQuery(area),
    select: (value) => value.gameMenus.flatMap((menu) => menu.games),
  });
