import type { opsSearchMembers, ValueOf } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useFormat } from '../../lib/format.ts';
import page from '../page.module.css';
import { memberStatusText, memberTypeText } from './member-words.ts';

type Found = ValueOf<typeof opsSearchMembers>;

/** The members found, a page at a time; an account opens the member. */
export function MemberResults({
  found,
  onPage,
  linkTo,
}: {
  found: Found;
  onPage: (pageNo: number) => void;
  linkTo: (account: string) => string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (found.members.length === 0) return <p className={page.muted}>{t('cs_members_none')}</p>;
  return (
    <section className={page.section} aria-label={t('cs_members_results')}>
      <p className={page.muted}>{t('cs_members_total', { count: found.total })}</p>
      <div className={page.scroll}>
        <table className={page.table} aria-label={t('cs_members_results')}>
          <thead>
            <tr>
              <th scope="col">{t('cs_account')}</th>
              <th scope="col">{t('cs_member_type')}</th>
              <th scope="col">{t('cs_state')}</th>
              <th scope="col">{t('cs_member_mobile')}</th>
              <th scope="col">{t('cs_member_email')}</th>
              <th scope="col">{t('cs_member_created')}</th>
              <th scope="col">{t('cs_last_login')}</th>
              <th scope="col" className={page.number}>
                {t('cs_member_balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {found.members.map((m) => (
              <tr key={m.account}>
                <th scope="row">
                  <Link className={page.link} to={linkTo(m.account)}>
                    {m.account}
                  </Link>
                </th>
                <td>{memberTypeText(t, m.type)}</td>
                <td>{memberStatusText(t, m.status)}</td>
                <td className={page.nowrap}>{m.mobile ?? '—'}</td>
                <td>{m.email ?? '—'}</td>
                <td className={page.nowrap}>{format.dateTime(m.createdAt)}</td>
                <td className={page.nowrap}>{format.dateTime(m.lastLoginAt)}</td>
                <td className={page.number}>{format.money(m.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={found.pageNo}
        totalPages={found.totalPages}
        onChange={onPage}
        label={t('cs_members_pages')}
      />
    </section>
  );
}
