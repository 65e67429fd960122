import { getKycFile, type ValueOf } from '@gamehall/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type KycFileView = ValueOf<typeof getKycFile>;

/**
 * One of the player's own documents, its bytes as base64. Asked when the player opens it
 * and never cached: a file of up to 5 MB has no place in the query cache.
 */
export const useKycFile = () =>
  useMutation({ mutationFn: (id: number) => call(getKycFile, { query: { id } }) });
