import { getResources } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useFirstScreenPainted } from '../../../lib/first-screen.ts';

export const resourcesQuery = () =>
  queryOptions({ queryKey: ['system', 'resources'], queryFn: () => call(getResources) });

/** Asked once the first screen has painted: nothing on it needs the answer (lib/first-screen.ts). */
export const useResources = () =>
  useQuery({ ...resourcesQuery(), enabled: useFirstScreenPainted() });
