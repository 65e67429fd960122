import { opsListDeposits } from '@gamehall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useBrandZone } from '../../lib/brand-zone.ts';
import { rangeInstants } from '../../lib/day-range.ts';
import { useFormat } from '../../lib/format.ts';
import { memberHref } from '../../lib/member-keys.ts';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import page from '../page.module.css';
import {
  DEPOSIT_STATUSES,
  type DepositFilter,
  DepositFilters,
  type DepositStatus,
} from './deposit-filters.tsx';

const PAGE_SIZE = 25;

/** The filter and the page as the address keeps them. */
function filterOf(params: URLSearchParams): DepositFilter {
  const status = params.get('status') as DepositStatus | null;
  return {
    status: status && DEPOSIT_STATUSES.includes(status) ? status : '',
    account: params.get('account') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/**
 * Deposit orders, the newest first, narrowed by status, player and the days they were made
 * (the brand's days). The filter and the page are kept in the address, so coming back from a
 * member finds the same list.
 */
export default function DepositsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const brand = useBrandZone();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const keep = (next: DepositFilter, nextPage = 1) =>
    setParams(
      () => {
        const to = new URLSearchParams();
        for (const [key, value] of Object.entries(next)) if (value) to.set(key, value);
        if (nextPage > 1) to.set('page', String(nextPage));
        return to;
      },
      { replace: true },
    );
  // Days become instants by the brand's calendar: wait for its zone when there are days.
  const hasDays = filter.from !== '' || filter.to !== '';
  const deposits = useQuery({
    queryKey: ['console', 'deposits', filter, pageNo, hasDays ? brand.zone : null],
    queryFn: () =>
      staffCall(opsListDeposits, {
        query: {
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.account ? { account: filter.account } : {}),
          ...rangeInstants(filter, brand.zone),
          pageNo,
          pageSize: PAGE_SIZE,
        },
      }),
    enabled: brand.settled || !hasDays,
    placeholderData: keepPreviousData,
  });
  const data = deposits.data;
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('cs_nav_deposits')}</h1>
      <p className={page.muted}>{t('cs_dep_intro')}</p>
      <DepositFilters filter={filter} onFilter={(next) => keep(next)} />
      <section
        className={page.section}
        aria-label={t('cs_nav_deposits')}
        aria-busy={deposits.isFetching}
      >
        <QueryState query={deposits} />
        {data && data.list.length === 0 && <p className={page.muted}>{t('cs_dep_none')}</p>}
        {data && data.list.length > 0 && (
          <>
            <p className={page.muted}>{t('cs_dep_total', { count: data.total })}</p>
            <div className={page.scroll}>
              <table className={page.table} aria-label={t('cs_nav_deposits')}>
                <thead>
                  <tr>
                    <th scope="col">{t('cs_dep_order')}</th>
                    <th scope="col">{t('cs_account')}</th>
                    <th scope="col">{t('cs_dep_channel')}</th>
                    <th scope="col" className={page.number}>
                      {t('cs_dep_amount')}
                    </th>
                    <th scope="col">{t('cs_dep_status')}</th>
                    <th scope="col">{t('cs_dep_created')}</th>
                    <th scope="col">{t('cs_dep_paid_at')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((d) => (
                    <tr key={d.orderNo}>
                      <th scope="row" className={page.nowrap}>
                        {d.orderNo}
                      </th>
                      <td>
                        <Link className={page.link} to={memberHref(d.account, 'ledger')}>
                          {d.account}
                        </Link>
                      </td>
                      <td>{d.channelId}</td>
                      <td className={page.number}>{format.money(d.amount)}</td>
                      <td>{t(`cs_dep_status_${d.status.toLowerCase()}`)}</td>
                      <td className={page.nowrap}>{format.dateTime(d.createdAt)}</td>
                      <td className={page.nowrap}>{format.dateTime(d.paidAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={data.pageNo}
              totalPages={data.totalPages}
              onChange={(n) => keep(filter, n)}
              label={t('cs_dep_pages')}
            />
          </>
        )}
      </section>
    </div>
  );
}
