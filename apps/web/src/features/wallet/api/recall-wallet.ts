import { recallWallet } from '@gamehall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { refreshMoney } from './use-money-action.ts';

/**
 * Moves everything in a vendor's sub-wallet back to the main wallet. The server reads the
 * amount, so this needs no balance and is safe to send as the page goes away (keepalive);
 * sent twice with one `requestId` it moves once.
 */
export async function recallToMain(
  client: QueryClient,
  vassalage: string,
  requestId = newRequestId(),
) {
  try {
    return await call(recallWallet, { body: { vassalage, requestId } }, { keepalive: true });
  } finally {
    void refreshMoney(client, [['records']]);
  }
}
