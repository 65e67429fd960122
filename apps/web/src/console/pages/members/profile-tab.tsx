import type { opsMemberDetail, ValueOf } from '@gamehall/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { memberHref } from '../../lib/member-keys.ts';
import page from '../page.module.css';
import { memberStatusText, memberTypeText } from './member-words.ts';

type Detail = ValueOf<typeof opsMemberDetail>;

/** The member at a glance, above the tabs: status, type, balance, last login. */
export function MemberSummary({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const m = detail.member;
  return (
    <dl className={page.facts} aria-label={t('cs_member_summary')}>
      <Fact term={t('cs_state')}>
        <span className={m.status === 0 ? undefined : page.negative}>
          {memberStatusText(t, m.status)}
        </span>
      </Fact>
      <Fact term={t('cs_member_type')}>{memberTypeText(t, m.type)}</Fact>
      <Fact term={t('cs_member_balance')}>{format.money(m.balance)}</Fact>
      <Fact term={t('cs_last_login')}>{format.dateTime(m.lastLoginAt)}</Fact>
    </dl>
  );
}

/** The profile's fields, the upline and rank, and each wallet's balance. */
export function ProfileTab({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const m = detail.member;
  return (
    <>
      <dl className={page.facts}>
        <Fact term={t('cs_account')}>{m.account}</Fact>
        <Fact term={t('cs_member_id')}>{m.id}</Fact>
        <Fact term={t('cs_member_nickname')}>{m.nickname ?? '—'}</Fact>
        <Fact term={t('cs_member_mobile')}>{m.mobile ?? '—'}</Fact>
        <Fact term={t('cs_member_email')}>{m.email ?? '—'}</Fact>
        <Fact term={t('cs_member_upline')}>
          {m.upline ? (
            <Link className={page.link} to={memberHref(m.upline)}>
              {m.upline}
            </Link>
          ) : (
            t('cs_member_no_upline')
          )}
        </Fact>
        <Fact term={t('cs_member_rank')}>{m.rankLevel}</Fact>
        <Fact term={t('cs_member_created')}>{format.dateTime(m.createdAt)}</Fact>
        <Fact term={t('cs_member_password')}>
          {m.passwordIsDefault ? t('cs_member_password_default') : t('cs_member_password_own')}
        </Fact>
      </dl>
      <div className={page.scroll}>
        <table className={page.table} aria-label={t('cs_member_wallets')}>
          <thead>
            <tr>
              <th scope="col">{t('cs_member_wallet')}</th>
              <th scope="col" className={page.number}>
                {t('cs_member_balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.wallets.map((w) => (
              <tr key={w.wallet}>
                <th scope="row">{w.wallet}</th>
                <td className={page.number}>{format.money(w.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
