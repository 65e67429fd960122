import { opsShowSettings } from '@gamehall/contract';
import { staffCall } from '../../lib/staff-call.ts';

/** The settings as the Site state page reads them: one cache entry for both pages. */
export const SETTINGS = ['console', 'settings'];

export const settingsQuery = {
  queryKey: SETTINGS,
  queryFn: () => staffCall(opsShowSettings, { query: {} }),
};
