import { getHelpCenter } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';
import { i18next } from '../../../lib/i18n/index.ts';

/** The help centre in the site's language (the server falls back in the brand's order). */
export const helpCenterQuery = (language: string = i18next.language) =>
  queryOptions({
    queryKey: ['system', 'helpCenter', language],
    queryFn: () => call(getHelpCenter, { query: { language } }),
  });

export const useHelpCenter = () => useQuery(helpCenterQuery(useTranslation().i18n.language));
