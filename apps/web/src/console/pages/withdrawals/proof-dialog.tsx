import { opsWithdrawalProof } from '@gamehall/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import { FilePreview } from '../../ui/file-preview.tsx';

/**
 * The image a player sent saying a payout did not arrive (or arrived in part), beside the
 * decision to refund or hold to it. Fetched when opened and forgotten when closed: the
 * bytes are large and each view is on the audit.
 */
export function ProofDialog({
  orderNo,
  account,
  onClose,
}: {
  orderNo: string;
  account: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const proof = useQuery({
    queryKey: ['console', 'withdrawal-proof', orderNo],
    queryFn: () => staffCall(opsWithdrawalProof, { query: { orderNo } }),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Dialog open onClose={onClose} title={t('cs_wd_proof_title', { order: orderNo })} width={880}>
      <QueryState query={proof} />
      {proof.data && (
        <FilePreview file={proof.data} label={t('cs_wd_proof_of', { order: orderNo, account })} />
      )}
    </Dialog>
  );
}
