import {
  type Contract,
  type ContractKind,
  type ContractState,
  type ContractTerms,
  fromMinor,
  TIER_FIELDS,
  toMinor,
} from '@gamehall/contract';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { AGENT_TYPES } from '../../lib/platform-types.ts';
import { sendMessage } from '../mailbox/index.ts';
import { accountsOf, findMemberByAccount } from '../member/index.ts';
import {
  type ContractRow,
  historyOf,
  insertContract,
  liveContractOf,
  liveOffersBy,
  lockContract,
  recordEvent,
  type StoredTerms,
  setState,
} from './contracts-repo.ts';
import { offerWithin, type RateTable, tableProblem } from './settlement-math.ts';
import { scheduleOf } from './settlement-periods.ts';

/** Wire terms (amounts, percent) → stored terms (minor units as strings, basis points). */
export const toStored = (terms: ContractTerms): StoredTerms => ({
  tiers: terms.tiers.map((t) => ({
    minVolume: toMinor(t.minVolume).toString(),
    minActive: t.minActive,
    rateBp: Math.round(t.rate * 100),
    ...(t.minValidBet === undefined ? {} : { minValidBet: toMinor(t.minValidBet).toString() }),
    ...(t.lossRate === undefined ? {} : { lossRateBp: Math.round(t.lossRate * 100) }),
  })),
  period: terms.period,
});

export const rateTableOf = (terms: StoredTerms): RateTable =>
  terms.tiers.map((t) => ({
    minVolume: BigInt(t.minVolume),
    minActive: t.minActive,
    minValidBet: BigInt(t.minValidBet ?? '0'),
    rateBp: t.rateBp,
    lossRateBp: t.lossRateBp ?? t.rateBp,
  }));

export const toWire = (terms: StoredTerms): ContractTerms => ({
  tiers: terms.tiers.map((t) => ({
    minVolume: fromMinor(BigInt(t.minVolume)),
    minActive: t.minActive,
    rate: t.rateBp / 100,
    ...(t.minValidBet === undefined ? {} : { minValidBet: fromMinor(BigInt(t.minValidBet)) }),
    ...(t.lossRateBp === undefined ? {} : { lossRate: t.lossRateBp / 100 }),
  })),
  period: terms.period as ContractTerms['period'],
});

/**
 * Whether an offer stays within the offering agent's own contract: never more at any
 * threshold, and settled in the same period (a tree settles together; decision 027).
 */
export const within = (kind: ContractKind, offer: StoredTerms, own: StoredTerms) =>
  offerWithin(rateTableOf(offer), rateTableOf(own)) &&
  scheduleOf(kind, offer.period) === scheduleOf(kind, own.period);

/** Why a step does not hold what its contract type's steps hold (TIER_FIELDS), if it does not. */
function tierFieldsProblem(kind: ContractKind, tier: ContractTerms['tiers'][number]) {
  const fields: readonly string[] = TIER_FIELDS[kind];
  if (kind === 'REALTIME_SALARY') {
    if (tier.lossRate === undefined) return 'A real-time salary tier has a loss rate';
    if (tier.minActive !== 0) return 'A real-time salary tier has no minimum of active members';
  }
  for (const field of ['minValidBet', 'lossRate'] as const) {
    if (tier[field] !== undefined && !fields.includes(field)) {
      return `A tier of this contract type has no ${field}`;
    }
  }
  return null;
}

/** Wire terms as stored, refused (400) when the table is not one a contract of `kind` may have. */
export function checkedTerms(kind: ContractKind, terms: ContractTerms): StoredTerms {
  for (const tier of terms.tiers) {
    const problem = tierFieldsProblem(kind, tier);
    if (problem) throw new AppError('VALIDATION_FAILED', problem);
  }
  const stored = toStored(terms);
  const problem = tableProblem(rateTableOf(stored));
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  return stored;
}

const notFound = () => new AppError('NOT_FOUND', 'No such contract');
const wrongState = (state: string) =>
  new AppError('CONFLICT', `This contract is ${state.toLowerCase().replaceAll('_', ' ')}`, {
    details: { state },
  });

/** Contracts as the agent centre shows them: accounts instead of ids, amounts, history. */
export async function views(q: Queryable, rows: ContractRow[]): Promise<Contract[]> {
  const ids = rows.flatMap((r) => (r.uplineId === null ? [r.memberId] : [r.memberId, r.uplineId]));
  const events = await historyOf(
    q,
    rows.map((r) => r.id),
  );
  const accounts = await accountsOf(q, [...ids, ...events.flatMap((e) => e.byMemberId ?? [])]);
  const name = (id: number | null) => (id === null ? null : (accounts.get(id) ?? null));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ContractKind,
    upline: name(r.uplineId),
    member: name(r.memberId) ?? '',
    terms: toWire(r.terms as StoredTerms),
    state: r.state as ContractState,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    endedAt: r.endedAt?.toISOString() ?? null,
    history: events
      .filter((e) => e.contractId === r.id)
      .map((e) => ({ at: e.at.toISOString(), action: e.action, by: name(e.byMemberId) })),
  }));
}

async function viewOne(q: Queryable, row: ContractRow) {
  const [view] = await views(q, [row]);
  if (!view) throw new Error('a contract without its view');
  return view;
}

/** What the mailbox tells of a contract offered by an agent (decision 029). */
type ContractNews =
  | 'CONTRACT_OFFERED'
  | 'CONTRACT_TERMINATED'
  | 'CONTRACT_AUTO_TERMINATED'
  | 'CONTRACT_UPLINE_ENDED'
  | 'CONTRACT_TERMINATION_REQUESTED';

/**
 * Tells the party of an offered contract that did not act what happened to it, in its
 * mailbox and in the same transaction: the agent that offered it when its member asked to
 * end it, the member otherwise.
 */
async function tell(tx: Tx, news: ContractNews, c: ContractRow) {
  if (c.uplineId === null) return;
  const names = await accountsOf(tx, [c.uplineId, c.memberId]);
  const contract = { contractKind: c.kind as ContractKind, contractId: c.id };
  if (news === 'CONTRACT_TERMINATION_REQUESTED') {
    const member = names.get(c.memberId) ?? '';
    await sendMessage(tx, c.uplineId, { template: news, params: { ...contract, member } });
    return;
  }
  const upline = names.get(c.uplineId) ?? '';
  await sendMessage(tx, c.memberId, { template: news, params: { ...contract, upline } });
}

/** The agent's own live contract of a kind and the live ones it offered. */
export async function contractsOf(db: Db, agentId: number, kind: ContractKind) {
  const own = await liveContractOf(db, agentId, kind);
  const offered = await liveOffersBy(db, agentId, kind);
  return { own: own ? await viewOne(db, own) : null, offered: await views(db, offered) };
}

/**
 * An agent offers a direct downline agent a contract of a kind: only within its own active
 * contract of that kind (at every threshold), and only when the downline has none live.
 */
export async function offerContract(
  db: Db,
  agentId: number,
  kind: ContractKind,
  downline: string,
  terms: ContractTerms,
) {
  const stored = checkedTerms(kind, terms);
  return db.transaction(async (tx) => {
    const member = await findMemberByAccount(tx, downline);
    if (!member || member.id === agentId || member.uplineId !== agentId) {
      throw new AppError('NOT_FOUND', 'A contract is offered to a direct downline agent only');
    }
    if (!AGENT_TYPES.has(member.type) || member.status !== 0) {
      throw new AppError('VALIDATION_FAILED', 'A contract is offered to an active agent only');
    }
    // Locked, so the agent's own contract cannot end while an offer under it is made.
    const own = await liveContractOf(tx, agentId, kind, { lock: true });
    if (own?.state !== 'ACTIVE') {
      throw new AppError('FORBIDDEN', 'You hold no active contract of this type to offer from');
    }
    if (!within(kind, stored, own.terms as StoredTerms)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'An offer cannot pay more than your own contract, nor in another period',
      );
    }
    if (await liveContractOf(tx, member.id, kind)) {
      throw new AppError('CONFLICT', 'This downline already has a contract of this type');
    }
    const row = await insertContract(tx, {
      kind,
      uplineId: agentId,
      memberId: member.id,
      terms: stored,
    });
    await recordEvent(tx, row.id, 'OFFER', agentId);
    await tell(tx, 'CONTRACT_OFFERED', row);
    return viewOne(tx, row);
  });
}

export type Decision = 'ACCEPT' | 'REJECT' | 'TERMINATE' | 'REQUEST_TERMINATION';

/** Which party may take a decision, and from which states. */
const RULES: Record<
  Decision,
  { by: 'member' | 'upline'; from: ContractState[]; to: ContractState }
> = {
  ACCEPT: { by: 'member', from: ['OFFERED'], to: 'ACTIVE' },
  REJECT: { by: 'member', from: ['OFFERED'], to: 'REJECTED' },
  REQUEST_TERMINATION: { by: 'member', from: ['ACTIVE'], to: 'TERMINATION_REQUESTED' },
  TERMINATE: {
    by: 'upline',
    from: ['OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED'],
    to: 'TERMINATED',
  },
};

/**
 * A party's decision on a contract. A contract that is not the caller's, or of another
 * kind, is "no such contract" (nothing about others' contracts leaks); one in the wrong
 * state is a 409 naming its state. Accepting ends, in the same transaction, every live
 * contract the accepting agent offered its own downlines that would now pay more than it
 * (product §4); terminating one ends every contract its member offered, at every depth;
 * each ended one has an AUTO_TERMINATED entry in its history.
 */
export async function decideContract(
  db: Db,
  memberId: number,
  kind: ContractKind,
  decision: Decision,
  contractId: number,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await lockContract(tx, contractId);
    const rule = RULES[decision];
    const party = rule.by === 'member' ? row?.memberId : row?.uplineId;
    if (!row || row.kind !== kind || party !== memberId) throw notFound();
    if (!rule.from.includes(row.state as ContractState)) throw wrongState(row.state);
    const ends = rule.to === 'REJECTED' || rule.to === 'TERMINATED';
    const updated = await setState(tx, row.id, rule.to, {
      ...(rule.to === 'ACTIVE' ? { startedAt: now } : {}),
      ...(ends ? { endedAt: now } : {}),
    });
    await recordEvent(tx, row.id, decision, memberId);
    if (decision === 'TERMINATE') await tell(tx, 'CONTRACT_TERMINATED', row);
    if (decision === 'REQUEST_TERMINATION') await tell(tx, 'CONTRACT_TERMINATION_REQUESTED', row);
    if (decision === 'ACCEPT') {
      await endOffersOf(tx, row.memberId, kind, now, updated.terms as StoredTerms);
    } else if (rule.to === 'TERMINATED') {
      await endOffersOf(tx, row.memberId, kind, now);
    }
    return viewOne(tx, updated);
  });
}

/**
 * Ends the live contracts of a kind that `memberId` offered its downlines: those that would
 * pay more than `own` (its new contract, product §4) or in another period, or all of them
 * when it holds none any more. Each ended one ends its own member's offers in turn, so no
 * contract is left paying more than the nearest contract above it (decision 027); each
 * member is told why in its mailbox.
 */
async function endOffersOf(
  tx: Tx,
  memberId: number,
  kind: ContractKind,
  now: Date,
  own?: StoredTerms,
) {
  for (const offer of await liveOffersBy(tx, memberId, kind)) {
    if (own && within(kind, offer.terms as StoredTerms, own)) continue;
    await setState(tx, offer.id, 'TERMINATED', { endedAt: now });
    await recordEvent(tx, offer.id, 'AUTO_TERMINATED', null);
    await tell(tx, own ? 'CONTRACT_AUTO_TERMINATED' : 'CONTRACT_UPLINE_ENDED', offer);
    await endOffersOf(tx, offer.memberId, kind, now);
  }
}

/**
 * The house's contract of a kind with a top agent (no upline), active at once; a live one
 * it replaces ends (REPLACED), and the agent's offers that would now pay more end too.
 */
export async function setHouseContract(
  db: Db,
  account: string,
  kind: ContractKind,
  terms: ContractTerms,
  now = new Date(),
) {
  const stored = checkedTerms(kind, terms);
  return db.transaction(async (tx) => {
    const agent = await findMemberByAccount(tx, account);
    if (!agent || !AGENT_TYPES.has(agent.type))
      throw new AppError('NOT_FOUND', `No agent ${account}`);
    if (agent.uplineId !== null) {
      throw new AppError('CONFLICT', 'An agent with an upline holds its contract with its upline');
    }
    const live = await liveContractOf(tx, agent.id, kind);
    if (live) {
      await setState(tx, live.id, 'TERMINATED', { endedAt: now });
      await recordEvent(tx, live.id, 'REPLACED', null);
    }
    const row = await insertContract(
      tx,
      { kind, uplineId: null, memberId: agent.id, terms: stored },
      'ACTIVE',
      now,
    );
    await recordEvent(tx, row.id, 'HOUSE_CONTRACT', null);
    await endOffersOf(tx, agent.id, kind, now, stored);
    return viewOne(tx, row);
  });
}
