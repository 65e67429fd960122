import { getPointReward } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';

/** The mall's items named in the site's language, with the stock left (asked again after a redeem). */
export const pointRewardQuery = (language: string) =>
  queryOptions({
    queryKey: ['points', 'items', language],
    queryFn: ({ signal }) => call(getPointReward, { query: { language } }, { signal }),
  });

export const usePointReward = () => useQuery(pointRewardQuery(useTranslation().i18n.language));
