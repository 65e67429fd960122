import type { opsListAgents, ValueOf } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useFormat } from '../../lib/format.ts';
import { memberTypeText } from '../members/member-words.ts';
import page from '../page.module.css';
import { agentHref } from './agent-keys.ts';
import { contractLines } from './agent-words.ts';

type Found = ValueOf<typeof opsListAgents>;

/** The agents found, a page at a time; an account opens the agent below the list. */
export function AgentTable({ found, onPage }: { found: Found; onPage: (n: number) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [params] = useSearchParams();
  const chosen = params.get('agent');
  if (found.agents.length === 0) return <p className={page.muted}>{t('cs_ag_none')}</p>;
  return (
    <>
      <p className={page.muted}>{t('cs_ag_total', { count: found.total })}</p>
      <div className={page.scroll}>
        <table className={page.table} aria-label={t('cs_ag_results')}>
          <thead>
            <tr>
              <th scope="col">{t('cs_account')}</th>
              <th scope="col">{t('cs_member_type')}</th>
              <th scope="col" className={page.number}>
                {t('cs_ag_level')}
              </th>
              <th scope="col">{t('cs_ag_upline')}</th>
              <th scope="col" className={page.number}>
                {t('cs_ag_direct')}
              </th>
              <th scope="col" className={page.number}>
                {t('cs_ag_team')}
              </th>
              <th scope="col">{t('cs_ag_contracts')}</th>
              <th scope="col">{t('cs_member_created')}</th>
            </tr>
          </thead>
          <tbody>
            {found.agents.map((a) => (
              <tr key={a.account}>
                <th scope="row">
                  <Link
                    className={page.link}
                    to={agentHref(params, a.account)}
                    aria-current={a.account === chosen ? 'true' : undefined}
                  >
                    {a.account}
                  </Link>
                </th>
                <td>{memberTypeText(t, a.type)}</td>
                <td className={page.number}>{format.count(a.level)}</td>
                <td>{a.upline ?? t('cs_ag_top_agent')}</td>
                <td className={page.number}>{format.count(a.directCount)}</td>
                <td className={page.number}>{format.count(a.teamSize)}</td>
                <td>{contractLines(t, a).join('; ') || '—'}</td>
                <td className={page.nowrap}>{format.dateTime(a.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={found.pageNo}
        totalPages={found.totalPages}
        onChange={onPage}
        label={t('cs_ag_pages')}
      />
    </>
  );
}
