import type { ContractKind, createInviteLink, InviteLink, ParsedBodyOf } from '@gamehall/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { InviteLinks } from '../../lib/invites.ts';
import { AGENT_TYPES } from '../../lib/platform-types.ts';
import { findMemberByAffiliateCode, findMemberById, newAffiliateCode } from '../member/index.ts';
import { liveContractOf, type StoredTerms } from './contracts-repo.ts';
import { checkedTerms, offerContract, toWire, within } from './contracts-service.ts';
import {
  countLiveLinks,
  countRegistration,
  insertLink,
  type LinkRow,
  linkByCode,
  liveLinksOf,
  revokeLink,
  type StoredPreset,
} from './links-repo.ts';

/** Live links per agent: enough for every campaign, not a table to fill. */
export const MAX_LINKS = 50;

const view = (r: LinkRow): InviteLink => ({
  id: r.id,
  code: r.code,
  type: r.memberType === 1 ? 'AGENT' : 'PLAYER',
  contracts: (r.presets as StoredPreset[]).map((p) => ({
    kind: p.kind as ContractKind,
    terms: toWire(p.terms),
  })),
  registrations: r.registrations,
  createdAt: r.createdAt.toISOString(),
});

export async function linksOf(db: Db, agentId: number) {
  return { list: (await liveLinksOf(db, agentId)).map(view) };
}

/**
 * A new link. One for agents may preset a contract of each kind, each within the agent's
 * own active contract of that kind now (and checked again when someone registers).
 */
export async function createLink(
  db: Db,
  agentId: number,
  body: ParsedBodyOf<typeof createInviteLink>,
) {
  if (body.type === 'PLAYER' && body.contracts.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Only a link for agents offers contracts');
  }
  const kinds = new Set(body.contracts.map((c) => c.kind));
  if (kinds.size !== body.contracts.length) {
    throw new AppError('VALIDATION_FAILED', 'A link offers one contract of each type');
  }
  const presets: StoredPreset[] = [];
  for (const c of body.contracts) {
    const terms = checkedTerms(c.kind, c.terms);
    const own = await liveContractOf(db, agentId, c.kind);
    if (own?.state !== 'ACTIVE' || !within(c.kind, terms, own.terms as StoredTerms)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'A link offers a contract within your own active contract of that type',
      );
    }
    presets.push({ kind: c.kind, terms });
  }
  if ((await countLiveLinks(db, agentId)) >= MAX_LINKS) {
    throw new AppError('CONFLICT', `At most ${MAX_LINKS} registration links at a time`);
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newAffiliateCode();
    if (await findMemberByAffiliateCode(db, code)) continue;
    const row = await insertLink(db, {
      agentId,
      code,
      memberType: body.type === 'AGENT' ? 1 : 0,
      presets,
    });
    if (row) return view(row);
  }
  throw new Error('no free link code after 5 draws');
}

export async function endLink(db: Db, agentId: number, id: number) {
  const row = await revokeLink(db, agentId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such link');
  return row;
}

/** The links as the registration reads them (lib/invites.ts), wired by app.ts. */
export const inviteLinks = (db: Db): InviteLinks => ({
  async resolve(code) {
    const link = await linkByCode(db, code);
    if (!link) return null;
    const agent = await findMemberById(db, link.agentId);
    if (agent?.status !== 0 || !AGENT_TYPES.has(agent.type)) return null;
    return { agentId: agent.id, type: link.memberType, linkId: link.id };
  },
  async joined(linkId, memberId) {
    const link = await countRegistration(db, linkId);
    const member = await findMemberById(db, memberId);
    if (!link || !member) return;
    for (const p of link.presets as StoredPreset[]) {
      try {
        await offerContract(
          db,
          link.agentId,
          p.kind as ContractKind,
          member.account,
          toWire(p.terms),
        );
      } catch (err) {
        // The agent's own contract changed since: that offer is not made; the rest stand.
        if (!(err instanceof AppError)) throw err;
      }
    }
  },
});
