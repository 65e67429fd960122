import { getAgentAnnouncements } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';

/** The notices for agents, in the site's language (the server falls back as the brand says). */
export const agentAnnouncementsQuery = (language: string) =>
  queryOptions({
    queryKey: ['agent', 'announcements', language],
    queryFn: ({ signal }) => call(getAgentAnnouncements, { query: { language } }, { signal }),
  });

export const useAgentAnnouncements = () =>
  useQuery(agentAnnouncementsQuery(useTranslation().i18n.language));
