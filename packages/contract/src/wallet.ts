import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { Money } from './money.ts';

const tag = 'wallet';

export const getBalance = defineCall({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  tag,
  token: true,
  summary: 'Main wallet balance (a trial account sees its demo money)',
  query: z.object({}),
  value: z.object({ sumBalance: Money }),
});
