import {
  type AgentNode,
  type ContractKind,
  type ContractState,
  fromMinor,
  type opsAgentContracts,
  type opsAgentTree,
  type opsListAgents,
  type ParsedQueryOf,
  type ValueOf,
} from '@gamehall/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { paging } from '../../lib/paging.ts';
import { AGENT_TYPES } from '../../lib/platform-types.ts';
import { findMemberByAccount } from '../member/index.ts';
import {
  agentsPage,
  directDownlines,
  latestPayouts,
  liveContractsOf,
  type NodeRow,
  nodeOf,
  uplinesOf,
} from './console-repo.ts';
import { liveContractOf, type StoredTerms } from './contracts-repo.ts';
import { views } from './contracts-service.ts';

/*
 * What the console's agents page reads (issue 19): agents found, one agent's place in its
 * tree with a page of its direct downlines, and its contracts and payouts.
 */

const iso = (v: Date | string) => new Date(v).toISOString();

/** Nodes as the wire has them, each with a line per live contract. */
async function toNodes(q: Queryable, rows: NodeRow[]): Promise<AgentNode[]> {
  const contracts = await liveContractsOf(
    q,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ({
    account: r.account,
    type: Number(r.type),
    status: Number(r.status),
    level: Number(r.level ?? 0),
    upline: r.upline,
    directCount: Number(r.direct_count),
    teamSize: Number(r.team_size),
    createdAt: iso(r.created_at),
    contracts: contracts
      .filter((c) => c.memberId === Number(r.id))
      .map((c) => {
        const terms = c.terms as StoredTerms;
        return {
          kind: c.kind as ContractKind,
          state: c.state as ContractState,
          period: terms.period,
          topRate: Math.max(...terms.tiers.map((t) => t.rateBp)) / 100,
        };
      }),
  }));
}

/** The agent of this account, or 404: a player or an unknown account has no agent page. */
async function agentOf(q: Queryable, account: string) {
  const member = await findMemberByAccount(q, account);
  if (!member || !AGENT_TYPES.has(member.type)) {
    throw new AppError('NOT_FOUND', `No agent ${account}`);
  }
  return member;
}

export async function listAgents(
  db: Db,
  query: ParsedQueryOf<typeof opsListAgents>,
): Promise<ValueOf<typeof opsListAgents>> {
  const page = paging(query);
  const { rows, total } = await agentsPage(
    db,
    { prefix: query.q?.trim(), topOnly: query.top === '1' },
    page,
  );
  return { agents: await toNodes(db, rows), ...page.info(total) };
}

export async function agentTree(
  db: Db,
  query: ParsedQueryOf<typeof opsAgentTree>,
): Promise<ValueOf<typeof opsAgentTree>> {
  const agent = await agentOf(db, query.account);
  const page = paging(query);
  const [own, path, downlines] = await Promise.all([
    nodeOf(db, agent.id),
    uplinesOf(db, agent.id),
    directDownlines(db, agent.id, page),
  ]);
  if (!own) throw new AppError('NOT_FOUND', `No agent ${query.account}`);
  const [node, ...list] = await toNodes(db, [own, ...downlines.rows]);
  if (!node) throw new Error('an agent without its node');
  return { agent: node, path, downlines: list, ...page.info(downlines.total) };
}

/**
 * The agent's live contracts with their history, and its latest payouts. `setBy` is the
 * offering agent here; the ops side names the staff member behind a house contract.
 */
export async function agentContracts(
  db: Db,
  query: ParsedQueryOf<typeof opsAgentContracts>,
): Promise<ValueOf<typeof opsAgentContracts>> {
  const agent = await agentOf(db, query.account);
  const [rows, payouts] = await Promise.all([
    liveContractsOf(db, [agent.id]),
    latestPayouts(db, agent.id, query.payouts),
  ]);
  const contracts = await views(db, rows);
  return {
    account: agent.account,
    top: agent.uplineId === null,
    contracts: contracts.map((c) => ({ ...c, setBy: c.upline })),
    payouts: payouts.map((p) => ({
      kind: p.kind as ContractKind,
      periodStart: p.periodStart.toISOString(),
      periodEnd: p.periodEnd.toISOString(),
      teamVolume: fromMinor(p.teamVolume),
      activeMembers: p.activeMembers,
      rate: p.rateBp / 100,
      yield: fromMinor(p.yield),
      amount: fromMinor(p.amount),
      paidAt: p.createdAt.toISOString(),
    })),
  };
}

/**
 * The live contract of a kind the account holds now (null: none, or no such agent), as the
 * audit keeps what a house contract replaced.
 */
export async function liveContractView(db: Db, account: string, kind: ContractKind) {
  const member = await findMemberByAccount(db, account);
  if (!member) return null;
  const row = await liveContractOf(db, member.id, kind);
  if (!row) return null;
  const [view] = await views(db, [row]);
  return view ?? null;
}
