import type { QueryClient } from '@tanstack/react-query';
import { storage } from '../../../lib/storage.ts';
import { freeplayLogin } from '../api/login.ts';
import { finishLogin } from './use-finish-login.ts';

/**
 * Product §4 free play (FREEPLAY3): log in as a new trial account and forget any remembered
 * password ("cpw"). A trial login never forces a change of password.
 */
export async function startFreePlay(client: QueryClient): Promise<void> {
  await finishLogin(client, false, await freeplayLogin(), { type: 'freeplay' });
  storage.session.remove('cpw');
  storage.local.remove('cpw');
}
