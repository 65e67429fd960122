import { opsMemberLedger, TX_TYPES, type TxType } from '@gamehall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useFormat } from '../../lib/format.ts';
import { memberKey } from '../../lib/member-keys.ts';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import page from '../page.module.css';

const PAGE_SIZE = 20;

/** The member's ledger entries, newest first, of one type or all. */
export function LedgerTab({ account }: { account: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [type, setType] = useState<TxType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const ledger = useQuery({
    queryKey: [...memberKey(account), 'ledger', type, pageNo],
    queryFn: () =>
      staffCall(opsMemberLedger, {
        query: { account, pageNo, pageSize: PAGE_SIZE, ...(type ? { type } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div className={page.form}>
        <label className={page.field}>
          {t('cs_ledger_type')}
          <select
            value={type}
            onChange={(e) => {
              setType(e.target.value as TxType | '');
              setPageNo(1);
            }}
          >
            <option value="">{t('cs_ledger_all_types')}</option>
            {TX_TYPES.map((tx) => (
              <option key={tx} value={tx}>
                {t(`cs_tx_${tx.toLowerCase()}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState query={ledger} />
      {ledger.data?.entries.length === 0 && <p className={page.muted}>{t('cs_ledger_none')}</p>}
      {ledger.data && ledger.data.entries.length > 0 && (
        <>
          <div className={page.scroll}>
            <table className={page.table} aria-label={t('cs_member_tab_ledger')}>
              <thead>
                <tr>
                  <th scope="col">{t('cs_audit_at')}</th>
                  <th scope="col">{t('cs_ledger_type')}</th>
                  <th scope="col">{t('cs_member_wallet')}</th>
                  <th scope="col" className={page.number}>
                    {t('cs_wd_amount')}
                  </th>
                  <th scope="col" className={page.number}>
                    {t('cs_ledger_after')}
                  </th>
                  <th scope="col">{t('cs_ledger_reference')}</th>
                </tr>
              </thead>
              <tbody>
                {ledger.data.entries.map((e) => (
                  <tr key={`${e.at}-${e.type}-${e.wallet}-${e.reference}-${e.amount}`}>
                    <td>{format.dateTime(e.at)}</td>
                    <td>{t(`cs_tx_${e.type.toLowerCase()}`)}</td>
                    <td>{e.wallet}</td>
                    <td className={`${page.number} ${e.amount < 0 ? page.negative : ''}`}>
                      {format.money(e.amount)}
                    </td>
                    <td className={page.number}>{format.money(e.balanceAfter)}</td>
                    <td>
                      {e.reference ?? '—'}
                      {e.remark && (
                        <>
                          <br />
                          <span className={page.muted}>{e.remark}</span>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={ledger.data.pageNo}
            totalPages={ledger.data.totalPages}
            onChange={setPageNo}
            label={t('cs_ledger_pages')}
          />
        </>
      )}
    </>
  );
}
