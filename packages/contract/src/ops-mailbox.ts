import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { OperatorText } from './mailbox.ts';

/** The operator writes to one account's mailbox (`npm run operator -- message send`). */
export const opsSendMessage = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/messages',
  tag: 'ops',
  staff: 'members.write',
  summary:
    "Sends a message to one account's mailbox: a title and a plain-text body, which the site " +
    'shows as text, never as HTML. A trial account has no mailbox (403 TRIAL_ACCOUNT).',
  body: z.strictObject({ account: text(64, 1), ...OperatorText }),
  value: z.object({ id: z.int(), account: z.string() }),
});
