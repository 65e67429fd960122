import { DIALOG_BANNER_GROUPS, getAnnouncements, type ValueOf } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';
import { i18next } from '../../../lib/i18n/index.ts';
import { sessionCached } from '../../../lib/session-cache.ts';

/**
 * Product §7: types B,PL,PU,PR, platform W, execution B; cached as the index notice, one
 * per language (the notices come in the site's language, issue 20).
 */
export const announcementsQuery = (language: string = i18next.language) =>
  queryOptions({
    queryKey: ['system', 'announcements', language],
    ...sessionCached(`indexNotice:${language}`, () =>
      call(getAnnouncements, {
        query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language },
      }),
    ),
  });

export const useAnnouncements = () => useQuery(announcementsQuery(useTranslation().i18n.language));

/** The banners of the home page's carousel, in order. */
export const homeBanners = (data: ValueOf<typeof getAnnouncements> | undefined) =>
  (data?.banners ?? []).filter((b) => !DIALOG_BANNER_GROUPS.has(b.group));
