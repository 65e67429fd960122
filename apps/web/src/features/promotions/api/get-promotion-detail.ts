import { getPromotionDetail } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';

/** One promotion with its rules as rich text (/promoDetail), in the site's language. */
export const promotionDetailQuery = (id: number, language: string) =>
  queryOptions({
    queryKey: ['system', 'promotionDetail', id, language],
    queryFn: ({ signal }) => call(getPromotionDetail, { query: { id, language } }, { signal }),
  });

/** Asked only for a valid id (a whole number above 0). */
export const usePromotionDetail = (id: number) => {
  const { language } = useTranslation().i18n;
  return useQuery({
    ...promotionDetailQuery(id, language),
    enabled: Number.isInteger(id) && id > 0,
  });
};
