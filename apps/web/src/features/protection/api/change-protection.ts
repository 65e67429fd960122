import { changeProtection, type ProtectionChange } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { protectionQuery } from './get-protection.ts';
import { realityCheckQuery } from './get-reality-check.ts';

/**
 * One change of the player's protection. The answer is the settings as the server now
 * holds them (a loosening shows as pending), so it replaces the cached ones; the reality
 * check is asked again, as its interval or the session's end may have changed.
 */
export function useChangeProtection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProtectionChange) => call(changeProtection, { body }),
    onSuccess: (protection, change) => {
      client.setQueryData(protectionQuery().queryKey, protection);
      // A break or exclusion ends the session: its token is dead, nothing more is asked.
      if (change.what === 'limit' || change.what === 'session') {
        void client.invalidateQueries({ queryKey: realityCheckQuery().queryKey });
      }
    },
  });
}
