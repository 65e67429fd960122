import type { DOWNLINE_SORTS, Downline } from '@gamehall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { AGENT_TYPES } from '../../layout/index.ts';
import {
  type MemberPageProps,
  PAGE_SIZE,
  PagedRecords,
  panelStyles,
  SelectField,
  StatusTag,
  useBrandTime,
} from '../../panel/index.ts';
import { useDownlines } from '../api/team.ts';
import { AccountSearch } from '../components/account-search.tsx';
import { DownlineBreadcrumb } from '../components/downline-breadcrumb.tsx';
import styles from '../components/team.module.css';
import { TransferDownlineForm } from '../components/transfer-downline-form.tsx';

type Sort = (typeof DOWNLINE_SORTS)[number];
const SORTS: readonly Sort[] = ['registered', 'balance', 'lastLogin'];

/**
 * Agent centre, page agentDownline: the agent's direct downlines, an agent's own team one
 * level down at a time (with the way back up), a search by account at any depth, sorted by
 * registration, balance or last login; money to a direct downline from its row.
 */
export function Downlines({ member }: MemberPageProps) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const [parent, setParent] = useState<string>();
  const [search, setSearch] = useState<string>();
  const [sort, setSort] = useState<Sort>('registered');
  const [page, setPage] = useState(1);
  /** The way down as far as the page knows it, until the server's breadcrumb arrives. */
  const [trail, setTrail] = useState<readonly string[]>([member.account]);
  const [target, setTarget] = useState<string | null>(null);
  const downlines = useDownlines({ parent, search, sort, pageNo: page, pageSize: PAGE_SIZE });
  const answered = downlines.data && !downlines.isPlaceholderData ? downlines.data : undefined;
  const path = answered?.path ?? trail;
  // The server's breadcrumb is kept, so a page or a sort still loading shows the same one.
  if (answered && !search && answered.path.join('/') !== trail.join('/')) setTrail(answered.path);

  const show = (next: { parent?: string; search?: string; trail: readonly string[] }) => {
    setParent(next.parent);
    setSearch(next.search);
    setTrail(next.trail);
    setPage(1);
    setTarget(null);
  };
  const openTeam = (row: Downline) =>
    show({
      parent: row.account,
      trail:
        !search && row.upline === path.at(-1)
          ? [...path, row.account]
          : [member.account, row.account],
    });
  const openLevel = (index: number) =>
    show({
      parent: index === 0 ? undefined : path[index],
      trail: path.slice(0, index + 1),
    });

  const rates = (row: Downline) =>
    row.contracts
      .map((c) => {
        const rate = t('at_contract_rate', {
          kind: t(`ag_kind_${c.kind}`),
          rate: c.rate.toFixed(2),
        });
        return c.state === 'ACTIVE' ? rate : `${rate} (${t(`at_state_${c.state}`)})`;
      })
      .join(', ') || '—';

  return (
    <div className={panelStyles.sections}>
      <div className={styles.toolbar}>
        <AccountSearch
          label={t('at_account_prefix')}
          name={t('at_search_team')}
          value={search}
          onSearch={(prefix) => show({ search: prefix, trail: [member.account] })}
        />
        <SelectField
          label={t('at_sort')}
          className={styles.sort}
          value={sort}
          onChange={(e) => {
            setSort(e.target.value as Sort);
            setPage(1);
          }}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`at_sort_${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {search ? (
        <div className={panelStyles.actions}>
          <p role="status" className={panelStyles.hint}>
            {t('at_search_results', { prefix: search })}
          </p>
          <button
            type="button"
            className={panelStyles.secondary}
            onClick={() => show({ trail: [member.account] })}
          >
            {t('at_search_clear')}
          </button>
        </div>
      ) : (
        <DownlineBreadcrumb path={path} onOpen={openLevel} />
      )}
      {answered && (
        <p className={panelStyles.hint}>{t('at_total_accounts', { count: answered.total })}</p>
      )}
      <PagedRecords
        query={downlines}
        onPage={setPage}
        caption={t('ag_downlines')}
        rowKey={(r) => r.account}
        rowLabel={(r) => r.account}
        columns={[
          {
            header: t('ag_account'),
            cell: (r) =>
              AGENT_TYPES.has(r.type) ? (
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={t('at_open_team', { account: r.account })}
                  onClick={() => openTeam(r)}
                >
                  {r.account}
                </button>
              ) : (
                r.account
              ),
          },
          {
            header: t('at_type'),
            cell: (r) => t(AGENT_TYPES.has(r.type) ? 'at_type_AGENT' : 'at_type_PLAYER'),
            detail: 'narrow',
          },
          {
            header: t('mn_status'),
            cell: (r) =>
              r.status === 0 ? (
                <StatusTag tone="good">{t('at_status_active')}</StatusTag>
              ) : (
                <StatusTag tone="bad">{t('at_status_frozen')}</StatusTag>
              ),
            detail: 'narrow',
          },
          { header: t('mn_balance'), cell: (r) => <Money value={r.balance} />, numeric: true },
          { header: t('ag_team_size'), cell: (r) => r.teamSize, numeric: true, detail: 'narrow' },
          {
            header: t('at_direct_count'),
            cell: (r) => r.directCount,
            numeric: true,
            detail: 'narrow',
          },
          {
            header: t('at_last_login'),
            cell: (r) => (r.lastLoginAt ? time(r.lastLoginAt) : t('at_never')),
            detail: 'always',
          },
          { header: t('at_registered'), cell: (r) => time(r.createdAt), detail: 'always' },
          ...(search
            ? [
                {
                  header: t('at_upline'),
                  cell: (r: Downline) => r.upline,
                  detail: 'always' as const,
                },
              ]
            : []),
          { header: t('at_contracts'), cell: rates, detail: 'always' },
          {
            header: t('at_actions'),
            cell: (r) =>
              r.level === 1 ? (
                <button
                  type="button"
                  className={panelStyles.secondary}
                  aria-label={t('at_transfer_to', { account: r.account })}
                  aria-expanded={target === r.account}
                  onClick={() => setTarget(target === r.account ? null : r.account)}
                >
                  {t('at_transfer')}
                </button>
              ) : null,
          },
        ]}
      />
      {target && (
        <TransferDownlineForm
          key={target}
          account={target}
          hasPaymentPassword={member.hasPaymentPassword}
          onClose={() => setTarget(null)}
        />
      )}
    </div>
  );
}
