import { type BodyOf, markMessagesRead } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * Marks one message read (`{ id }`) or all of them (`{ all: true }`); then the lists and the
 * header's count (every key under 'mailbox') are asked again.
 */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: BodyOf<typeof markMessagesRead>) => call(markMessagesRead, { body: which }),
    onSettled: () => client.invalidateQueries({ queryKey: ['mailbox'] }),
  });
}
