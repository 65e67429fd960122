import { KYC_DOCUMENT_STATUSES, opsKycQueue } from '@gamehall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import { Tabs } from '../../ui/tabs.tsx';
import page from '../page.module.css';
import { KycDocuments } from './kyc-documents.tsx';
import { KYC_QUEUE } from './kyc-keys.ts';

type Status = (typeof KYC_DOCUMENT_STATUSES)[number];
const PAGE_SIZE = 25;

/**
 * The documents players sent to prove who they are and where they live: those waiting for a
 * review (oldest first) and those decided (newest first), of every player or of one.
 */
export default function KycPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('PENDING');
  const [account, setAccount] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const queue = useQuery({
    queryKey: [...KYC_QUEUE, status, account, pageNo],
    queryFn: () =>
      staffCall(opsKycQueue, {
        query: { status, pageNo, pageSize: PAGE_SIZE, ...(account ? { account } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAccount(String(new FormData(event.currentTarget).get('account') ?? '').trim());
    setPageNo(1);
  };
  const data = queue.data;
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('cs_nav_kyc')}</h1>
      <p className={page.muted}>{t('cs_kyc_intro')}</p>
      <search aria-label={t('cs_kyc_filter')}>
        <form className={page.form} onSubmit={filter} key={account}>
          <label className={page.field}>
            {t('cs_kyc_player')}
            <input name="account" maxLength={64} defaultValue={account} autoComplete="off" />
          </label>
          <button type="submit" className={page.primary}>
            {t('cs_kyc_filter_apply')}
          </button>
          {account && (
            <button
              type="button"
              className={page.secondary}
              onClick={() => {
                setAccount('');
                setPageNo(1);
              }}
            >
              {t('cs_kyc_filter_clear')}
            </button>
          )}
        </form>
      </search>
      <Tabs
        label={t('cs_kyc_queues')}
        tabs={KYC_DOCUMENT_STATUSES.map((id) => ({
          id,
          text: t(`cs_kyc_queue_${id.toLowerCase()}`),
        }))}
        selected={status}
        onSelect={(next) => {
          setStatus(next);
          setPageNo(1);
        }}
      >
        <div className={page.stack} aria-busy={queue.isFetching}>
          <QueryState query={queue} />
          {data && (
            <p className={page.muted}>
              {account
                ? t('cs_kyc_total_of', { count: data.total, account })
                : t('cs_kyc_total', { count: data.total })}
            </p>
          )}
          <KycDocuments
            documents={data?.documents ?? []}
            label={t(`cs_kyc_queue_${status.toLowerCase()}`)}
          />
          {data && data.totalPages > 1 && (
            <Pagination
              page={data.pageNo}
              totalPages={data.totalPages}
              onChange={setPageNo}
              label={t('cs_kyc_pages')}
            />
          )}
        </div>
      </Tabs>
    </div>
  );
}
