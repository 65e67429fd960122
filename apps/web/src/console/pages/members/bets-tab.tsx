import { opsMemberBets } from '@gamehall/contract';
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

/** The member's game rounds, newest first. */
export function BetsTab({ account }: { account: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [pageNo, setPageNo] = useState(1);
  const bets = useQuery({
    queryKey: [...memberKey(account), 'bets', pageNo],
    queryFn: () => staffCall(opsMemberBets, { query: { account, pageNo, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <QueryState query={bets} />
      {bets.data?.bets.length === 0 && <p className={page.muted}>{t('cs_bets_none')}</p>}
      {bets.data && bets.data.bets.length > 0 && (
        <>
          <div className={page.scroll}>
            <table className={page.table} aria-label={t('cs_member_tab_bets')}>
              <thead>
                <tr>
                  <th scope="col">{t('cs_audit_at')}</th>
                  <th scope="col">{t('cs_bets_game')}</th>
                  <th scope="col">{t('cs_bets_round')}</th>
                  <th scope="col" className={page.number}>
                    {t('cs_bets_stake')}
                  </th>
                  <th scope="col" className={page.number}>
                    {t('cs_bets_win')}
                  </th>
                  <th scope="col">{t('cs_state')}</th>
                </tr>
              </thead>
              <tbody>
                {bets.data.bets.map((b) => (
                  <tr key={`${b.vendor}-${b.roundId}`}>
                    <td>{format.dateTime(b.at)}</td>
                    <td>
                      {b.gameCode}
                      <br />
                      <span className={page.muted}>{b.vendor}</span>
                    </td>
                    <td>{b.roundId}</td>
                    <td className={page.number}>{format.money(b.stake)}</td>
                    <td className={page.number}>{format.money(b.win)}</td>
                    <td>{b.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={bets.data.pageNo}
            totalPages={bets.data.totalPages}
            onChange={setPageNo}
            label={t('cs_bets_pages')}
          />
        </>
      )}
    </>
  );
}
