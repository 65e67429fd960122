import { deleteMessage } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Deletes one message; then the lists and the header's count are asked again. */
export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteMessage, { body: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['mailbox'] }),
  });
}
