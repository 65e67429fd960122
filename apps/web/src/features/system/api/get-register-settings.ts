import { getRegisterSettings } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { sessionCached } from '../../../lib/session-cache.ts';

export const registerSettingsQuery = (type: 'register' | 'registerMobile' = 'register') =>
  queryOptions({
    queryKey: ['system', 'registerSettings', type],
    ...sessionCached(`registerSettings:${type}`, () =>
      call(getRegisterSettings, { query: { type } }),
    ),
  });

export const useRegisterSettings = (type?: 'register' | 'registerMobile') =>
  useQuery(registerSettingsQuery(type));
