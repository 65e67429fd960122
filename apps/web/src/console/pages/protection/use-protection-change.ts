import { opsChangeProtection, type Protection, type ProtectionChange } from '@gamehall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { memberKey, memberProtectionKey } from '../../lib/member-keys.ts';
import { staffCall } from '../../lib/staff-call.ts';
import { useAttempt } from '../../lib/use-attempt.ts';

/**
 * One form's change to a member's protection: sent, the answer shown at once, the
 * member's other data asked again (a break or a session limit ends sessions), and what
 * happened said in words the form chooses from the answer.
 */
export function useProtectionChange(account: string) {
  const client = useQueryClient();
  const { busy, error, run } = useAttempt();
  const [done, setDone] = useState('');
  const send = (change: ProtectionChange, say: (after: Protection) => string) =>
    run(async () => {
      setDone('');
      const answer = await staffCall(opsChangeProtection, { body: { account, change } });
      client.setQueryData(memberProtectionKey(account), answer);
      setDone(say(answer.protection));
      await client.invalidateQueries({
        queryKey: memberKey(account),
        predicate: (q) => q.queryKey[3] !== 'protection',
      });
      await client.invalidateQueries({ queryKey: ['console', 'protection'] });
    });
  return { busy, error, done, send };
}
