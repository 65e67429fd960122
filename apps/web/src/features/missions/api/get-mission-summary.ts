import { getMissionSummary } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';

/**
 * The player's daily and weekly missions in the site's language, and how many can be
 * claimed (the menu's badge). Under 'missions': a claim asks it again.
 */
export const missionSummaryQuery = (language: string) =>
  queryOptions({
    queryKey: ['missions', 'summary', language],
    queryFn: ({ signal }) => call(getMissionSummary, { query: { language } }, { signal }),
  });

/** `enabled`: the menu asks it only while the brand shows the missions page. */
export const useMissionSummary = (enabled = true) =>
  useQuery({ ...missionSummaryQuery(useTranslation().i18n.language), enabled });
