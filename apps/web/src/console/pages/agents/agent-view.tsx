import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { memberHref } from '../../lib/member-keys.ts';
import { QueryState } from '../../lib/query-state.tsx';
import { useMay } from '../../lib/staff-session.ts';
import { memberTypeText } from '../members/member-words.ts';
import page from '../page.module.css';
import { AgentContracts } from './agent-contracts.tsx';
import { agentHref, contractsQuery, treeQuery } from './agent-keys.ts';
import { DownlineList } from './agent-tree.tsx';
import styles from './agents.module.css';
import { HouseContractForm } from './house-contract-form.tsx';

/**
 * One agent: the path down to it from its top agent, its downlines (opened level by level),
 * its contracts and payouts, and — for a top agent and a role that may — the house contract.
 */
export function AgentView({ account }: { account: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const may = useMay();
  const [params] = useSearchParams();
  const titleId = useId();
  const tree = useInfiniteQuery(treeQuery(account));
  const contracts = useQuery(contractsQuery(account));
  const first = tree.data?.pages[0];
  if (!first) {
    return (
      <section className={page.section} aria-label={t('cs_ag_title', { account })}>
        <QueryState query={tree} />
      </section>
    );
  }
  const agent = first.agent;
  return (
    <section className={page.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('cs_ag_title', { account: agent.account })}</h2>
      <nav aria-label={t('cs_ag_path')}>
        <ol className={styles.crumbs}>
          {first.path.map((up) => (
            <li key={up}>
              <Link className={page.link} to={agentHref(params, up)}>
                {up}
              </Link>
            </li>
          ))}
          <li aria-current="page">{agent.account}</li>
        </ol>
      </nav>
      <dl className={page.facts}>
        <div>
          <dt>{t('cs_member_type')}</dt>
          <dd>{memberTypeText(t, agent.type)}</dd>
        </div>
        <div>
          <dt>{t('cs_ag_level')}</dt>
          <dd>{agent.level === 0 ? t('cs_ag_top_agent') : format.count(agent.level)}</dd>
        </div>
        <div>
          <dt>{t('cs_ag_team')}</dt>
          <dd>
            {t('cs_ag_counts', {
              direct: format.count(agent.directCount),
              team: format.count(agent.teamSize),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('cs_member_created')}</dt>
          <dd>{format.dateTime(agent.createdAt)}</dd>
        </div>
      </dl>
      <p>
        <Link className={page.link} to={memberHref(agent.account)}>
          {t('cs_ag_member_page', { account: agent.account })}
        </Link>
      </p>
      <div className={page.stack}>
        <h3>{t('cs_ag_tree', { account: agent.account })}</h3>
        <DownlineList account={agent.account} query={tree} />
      </div>
      <AgentContracts query={contracts} />
      {may('agents.write') && contracts.data && (
        <HouseContractForm
          account={agent.account}
          top={contracts.data.top}
          live={contracts.data.contracts}
        />
      )}
    </section>
  );
}
