import type { ContractKind, ContractState } from '@gamehall/contract';
import { fromMinor, type getDownlines, type ParsedQueryOf, type ValueOf } from '@gamehall/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { paging } from '../../lib/paging.ts';
import { findMemberByAccount } from '../member/index.ts';
import { liveContractsOfMembers, type StoredTerms } from './contracts-repo.ts';
import { downlinesOf, pathTo } from './downlines-repo.ts';

const notInTeam = () => new AppError('NOT_FOUND', 'No such account in your team');
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * Downline management: the direct downlines of the agent or of a member of its team (with
 * the breadcrumb down to it), or the team members whose account starts with `search`, at
 * any depth — each with its balance, team, last login and contract rates.
 */
export async function downlines(
  db: Db,
  agentId: number,
  query: ParsedQueryOf<typeof getDownlines>,
): Promise<ValueOf<typeof getDownlines>> {
  const page = paging(query);
  let parentId = agentId;
  if (query.parent && !query.search) {
    const parent = await findMemberByAccount(db, query.parent);
    if (!parent) throw notInTeam();
    parentId = parent.id;
  }
  const path = await pathTo(db, agentId, parentId);
  if (!path) throw notInTeam();
  const pick = query.search ? { prefix: query.search } : { parentId };
  const { rows, total } = await downlinesOf(db, agentId, pick, query.sort, page.offset, page.limit);
  const contracts = await liveContractsOfMembers(
    db,
    rows.map((r) => Number(r.id)),
  );
  return {
    path,
    list: rows.map((r) => ({
      account: r.account,
      type: Number(r.type),
      status: Number(r.status),
      balance: fromMinor(BigInt(r.balance)),
      upline: r.upline,
      level: Number(r.level),
      teamSize: Number(r.team_size),
      directCount: Number(r.direct_count),
      createdAt: iso(r.created_at) as string,
      lastLoginAt: iso(r.last_login_at),
      contracts: contracts
        .filter((c) => c.memberId === Number(r.id))
        .map((c) => ({
          kind: c.kind as ContractKind,
          state: c.state as ContractState,
          rate: Math.max(...(c.terms as StoredTerms).tiers.map((t) => t.rateBp)) / 100,
        })),
    })),
    ...page.info(total),
  };
}
