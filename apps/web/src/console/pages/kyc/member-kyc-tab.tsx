import { KYC_DOCUMENT_STATUSES, opsKycQueue } from '@gamehall/contract';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberKycKey } from '../../lib/member-keys.ts';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import page from '../page.module.css';
import { KycDocuments } from './kyc-documents.tsx';

/** More than a player ever has in one state (at most four wait at once). */
const PAGE_SIZE = 100;

/** The member's documents in every state, newest first, each with its review. */
export function MemberKycTab({ account }: { account: string }) {
  const { t } = useTranslation();
  const lists = useQueries({
    queries: KYC_DOCUMENT_STATUSES.map((status) => ({
      queryKey: [...memberKycKey(account), status],
      queryFn: () =>
        staffCall(opsKycQueue, { query: { status, account, pageNo: 1, pageSize: PAGE_SIZE } }),
    })),
  });
  const failed = lists.find((q) => q.isError);
  const state = {
    isPending: lists.some((q) => q.isPending),
    isError: failed !== undefined,
    error: failed?.error ?? null,
  };
  if (state.isPending || state.isError) return <QueryState query={state} />;
  const documents = lists
    .flatMap((q) => q.data?.documents ?? [])
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  return (
    <>
      {documents.length === 0 && <p className={page.muted}>{t('cs_kyc_member_none')}</p>}
      <KycDocuments documents={documents} label={t('cs_member_tab_kyc')} inMemberView />
    </>
  );
}
