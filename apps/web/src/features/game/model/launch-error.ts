import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

/** Why a launch was refused, in the site's language with the next step (issue 20). */
const LAUNCH_REFUSALS: Record<string, string> = {
  GAME_UNAVAILABLE: 'app_game_err_unavailable',
  GAME_NOT_FOUND: 'app_game_err_unavailable',
  TRIAL_ACCOUNT: 'app_game_err_trial',
  DEMO_NOT_OFFERED: 'app_game_err_no_demo',
  PASSWORD_CHANGE_REQUIRED: 'app_game_err_password',
  MAINTENANCE: 'app_game_err_maintenance',
  TOO_MANY_REQUESTS: 'app_game_err_busy',
  SERVER_BUSY: 'app_game_err_busy',
};

export function launchErrorText(err: unknown, t: TFunction): string {
  const key = err instanceof ApiError ? LAUNCH_REFUSALS[err.code] : undefined;
  return t(key ?? 'app_game_failed');
}
