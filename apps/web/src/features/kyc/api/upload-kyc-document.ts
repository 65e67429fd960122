import { type BodyOf, uploadKycDocument } from '@gamehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { kycQuery } from './get-kyc.ts';

export type KycUpload = BodyOf<typeof uploadKycDocument>;

/**
 * One document sent for review. The server answers the player's state as it now stands
 * (the new document waiting), which replaces the cached one: the same answer asking
 * getKyc again would give, without a second request.
 */
export function useUploadKycDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KycUpload) => call(uploadKycDocument, { body }),
    onSuccess: (state) => client.setQueryData(kycQuery().queryKey, state),
  });
}
