import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';

/** On its own (not in session.ts): the site's first load needs it, not the login schemas. */
export const logout = /* @__PURE__ */ defineCall({
  method: 'DELETE',
  path: '/wps/session/logout',
  tag: 'session',
  token: true,
  summary: 'Ends this session; the token stops working at once',
  value: z.null(),
});
