import type { QueryClient } from '@tanstack/react-query';
import { jackpotQuery } from './api/get-jackpot.ts';

/**
 * Asks for the jackpot before anything shows it: boot does on the slots lobby, beside the
 * brand config, since the lobby's banner is its largest paint on a phone (issue 20). The
 * header's ticker shows the same query on every page, so the answer is never wasted.
 * Apart from index.ts, like figure.ts: it is the jackpot's chunk and nothing more.
 */
export const prefetchJackpot = (client: QueryClient) => client.prefetchQuery(jackpotQuery());
