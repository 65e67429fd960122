import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import page from '../page.module.css';
import { AgentSearch } from './agent-search.tsx';
import { AgentView } from './agent-view.tsx';

/**
 * Agents (issue 19): found by account; the one chosen opens below the list with its place in
 * its tree, its downlines level by level, its contracts and payouts. The search and the
 * chosen agent are kept in the address (agents?q=…&agent=…), so a view can be linked.
 */
export default function AgentsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const agent = params.get('agent');
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('cs_nav_agents')}</h1>
      <p className={page.muted}>{t('cs_ag_intro')}</p>
      <AgentSearch />
      {agent ? (
        <AgentView key={agent} account={agent} />
      ) : (
        <p className={page.muted}>{t('cs_ag_pick')}</p>
      )}
    </div>
  );
}
