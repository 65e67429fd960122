import type { BodyOf, CallDef } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { memberInfoQuery } from '../../session/index.ts';
import { securityLogQuery } from './get-security-log.ts';

/**
 * One change of the security centre (profile, avatar, password, bindings). Whatever the
 * call answers, the member info is asked again: the header, the avatar menu and every
 * section then show the same, server-decided state (masked numbers, bound flags).
 */
export function useMemberChange<C extends CallDef>(def: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<C>) => call(def, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: memberInfoQuery().queryKey }),
        client.invalidateQueries({ queryKey: securityLogQuery().queryKey }),
      ]),
  });
}
