import * as z from 'zod/mini';
import { CONTRACT_KINDS, CONTRACT_STATES, ContractTerms } from './agent.ts';
import { defineCall } from './define-call.ts';
import { ContentLanguage, text } from './fields.ts';
import { Money } from './money.ts';
import { PageInfo, PageQuery } from './paging.ts';
import { Notice } from './system.ts';

/*
 * The agent's team (issue 14): its downlines level by level, and the accounts it opens for
 * them (the register centre).
 */

const tag = 'agent';

export const DOWNLINE_SORTS = ['registered', 'balance', 'lastLogin'] as const;

export const Downline = /* @__PURE__ */ z.object({
  account: z.string(),
  /** 0 player; 1, 2, 41, 42 agents. */
  type: z.int(),
  /** 0 active, 1 frozen. */
  status: z.int(),
  /** Its main wallet. */
  balance: Money,
  /** Its own upline (the agent, or an agent below it when searching). */
  upline: z.string(),
  /** Levels below the asking agent: 1 for a direct downline. */
  level: z.int(),
  /** Members below it at every depth. */
  teamSize: z.int(),
  directCount: z.int(),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
  /** Its live contracts with its upline: the highest rate of each table, percent. */
  contracts: z.array(
    z.object({ kind: z.enum(CONTRACT_KINDS), state: z.enum(CONTRACT_STATES), rate: z.number() }),
  ),
});
export type Downline = z.infer<typeof Downline>;

export const getDownlines = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/agent/downlines',
  tag,
  agentOnly: true,
  summary:
    "The agent's downlines: the direct ones of `parent` (the agent by default), or those whose account starts with `search`, at any depth",
  query: z.object({
    ...PageQuery,
    parent: z.optional(text(64, 1)),
    search: z.optional(text(64, 1)),
    sort: z._default(z.enum(DOWNLINE_SORTS), 'registered'),
  }),
  value: z.object({
    /** From the agent down to `parent`: the breadcrumb. */
    path: z.array(z.string()),
    list: z.array(Downline),
    ...PageInfo,
  }),
});

export const createDownline = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/agent/downlines',
  tag,
  agentOnly: true,
  encrypted: true,
  summary:
    'Opens an account under the agent (register centre): a player or an agent, with a password by the brand’s rule that it changes at first login',
  body: z.strictObject({
    account: text(64, 1),
    password: text(128, 1),
    confirmPassword: text(128, 1),
    type: z.enum(['PLAYER', 'AGENT']),
  }),
  value: z.object({ account: z.string(), type: z.int(), affiliateCode: z.nullable(z.string()) }),
});

/** A contract a link offers whoever registers through it as an agent. */
const Preset = /* @__PURE__ */ z.strictObject({
  kind: z.enum(CONTRACT_KINDS),
  terms: ContractTerms,
});

export const InviteLink = /* @__PURE__ */ z.object({
  id: z.int(),
  /** The affiliate code of the link: `/register?affiliateCode={code}`. */
  code: z.string(),
  /** What who registers through it becomes. */
  type: z.enum(['PLAYER', 'AGENT']),
  contracts: z.array(Preset),
  registrations: z.int(),
  createdAt: z.string(),
});
export type InviteLink = z.infer<typeof InviteLink>;

export const getInviteLinks = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/agent/links',
  tag,
  agentOnly: true,
  summary: "The agent's registration links (register centre)",
  query: z.object({}),
  value: z.object({ list: z.array(InviteLink) }),
});

export const createInviteLink = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/agent/links',
  tag,
  agentOnly: true,
  summary:
    'A new registration link: for players, or for agents with the contracts offered to them (each within the agent’s own)',
  body: z.strictObject({
    type: z.enum(['PLAYER', 'AGENT']),
    contracts: z._default(z.array(Preset).check(z.maxLength(4)), []),
  }),
  value: InviteLink,
});

export const revokeInviteLink = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/agent/links/revoke',
  tag,
  agentOnly: true,
  summary: 'Ends a registration link: its code registers no one any more',
  body: z.strictObject({ id: z.int().check(z.positive()) }),
  value: z.object({ id: z.int() }),
});

export const getAgentAnnouncements = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/agent/announcements',
  tag,
  agentOnly: true,
  summary:
    'Notices the operator publishes for agents (type AG), newest first, in the language asked for, else the brand’s fallback order',
  query: z.object({ language: ContentLanguage }),
  value: z.object({ list: z.array(Notice) }),
});
