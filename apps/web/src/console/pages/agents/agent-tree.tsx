import type { AgentNode, opsAgentTree, ValueOf } from '@gamehall/contract';
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { memberHref } from '../../lib/member-keys.ts';
import { QueryState } from '../../lib/query-state.tsx';
import { memberTypeText } from '../members/member-words.ts';
import page from '../page.module.css';
import { agentHref, treeQuery } from './agent-keys.ts';
import { contractLines } from './agent-words.ts';
import styles from './agents.module.css';

type TreeQuery = UseInfiniteQueryResult<InfiniteData<ValueOf<typeof opsAgentTree>>>;

/**
 * An agent's direct downlines, a page at a time ("more" brings the next): each with its
 * counts and contracts, and a button that opens its own downlines below it. Only opened
 * levels are asked for, so a tree of any size opens as fast as one level of it.
 */
export function DownlineList({
  account,
  query,
  id,
}: {
  account: string;
  query: TreeQuery;
  id?: string;
}) {
  const { t } = useTranslation();
  const nodes = query.data?.pages.flatMap((p) => p.downlines) ?? [];
  if (!query.data) return <QueryState query={query} />;
  if (nodes.length === 0) {
    return (
      <p id={id} className={page.muted}>
        {t('cs_ag_no_downlines')}
      </p>
    );
  }
  return (
    <div id={id} className={page.stack}>
      <ul className={styles.tree} aria-label={t('cs_ag_tree', { account })}>
        {nodes.map((node) => (
          <DownlineItem key={node.account} node={node} />
        ))}
      </ul>
      {query.hasNextPage && (
        <div>
          <button
            type="button"
            className={page.secondary}
            disabled={query.isFetchingNextPage}
            onClick={() => query.fetchNextPage()}
          >
            {t('cs_ag_more', { account })}
          </button>
        </div>
      )}
      {query.isFetchNextPageError && (
        <QueryState query={{ isPending: false, isError: true, error: query.error }} />
      )}
    </div>
  );
}

/** One downline: a player links to its member page, an agent opens as the page's agent. */
function DownlineItem({ node }: { node: AgentNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const isAgent = node.type !== 0 && node.type !== 4;
  const lines = contractLines(t, node);
  return (
    <li>
      <div className={styles.node}>
        {node.directCount > 0 ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-label={t(open ? 'cs_ag_collapse' : 'cs_ag_expand', { account: node.account })}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        ) : (
          <span className={styles.leaf} />
        )}
        <Link
          className={page.link}
          to={isAgent ? agentHref(params, node.account) : memberHref(node.account)}
        >
          {node.account}
        </Link>
        <span className={styles.meta}>{memberTypeText(t, node.type)}</span>
        {node.directCount > 0 && (
          <span className={styles.meta}>
            {t('cs_ag_counts', {
              direct: format.count(node.directCount),
              team: format.count(node.teamSize),
            })}
          </span>
        )}
        {lines.map((line) => (
          <span key={line} className={page.badge}>
            {line}
          </span>
        ))}
      </div>
      {open && <ChildList account={node.account} id={listId} />}
    </li>
  );
}

function ChildList({ account, id }: { account: string; id: string }) {
  const query = useInfiniteQuery(treeQuery(account));
  return <DownlineList account={account} query={query} id={id} />;
}
