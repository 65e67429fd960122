import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';

const tag = 'agent';

export const checkAffiliate = defineCall({
  method: 'GET',
  path: '/wps/agent/affiliate',
  tag,
  summary: 'Whether an affiliate (invitation) code belongs to an active agent',
  query: z.object({ code: text(64, 1), domain: z.optional(text(253)) }),
  value: z.object({ valid: z.boolean() }),
});

export const getAgentInfo = defineCall({
  method: 'GET',
  path: '/wps/agent/info',
  tag,
  agentOnly: true,
  summary: "The agent's own card: affiliate code and number of direct downlines",
  query: z.object({}),
  value: z.object({
    account: z.string(),
    type: z.int(),
    affiliateCode: z.nullable(z.string()),
    downlineCount: z.int(),
  }),
});
