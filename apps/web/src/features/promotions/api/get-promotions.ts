import { getPromotions } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';

/**
 * The promotions (/promotions) in the site's language, the same for everyone: under
 * 'system' like the brand's other public texts, so a logout keeps them.
 */
export const promotionsQuery = (language: string) =>
  queryOptions({
    queryKey: ['system', 'promotions', language],
    queryFn: ({ signal }) => call(getPromotions, { query: { language } }, { signal }),
  });

export const usePromotions = () => {
  const { language } = useTranslation().i18n;
  return useQuery(promotionsQuery(language));
};
