import {
  type ConsoleGame,
  type ConsoleVendor,
  opsListVendors,
  type output,
} from '@gamehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '../../lib/staff-call.ts';

export type GameRow = output<typeof ConsoleGame>;
export type VendorRow = output<typeof ConsoleVendor>;

/** Every page and filter of the games list sits under this key, so one change refreshes all. */
export const GAMES_KEY = ['console', 'games'] as const;
/** The vendors: their tab and the games filter's choices share one answer. */
export const VENDORS_KEY = ['console', 'vendors'] as const;

export const vendorsQuery = queryOptions({
  queryKey: VENDORS_KEY,
  queryFn: () => staffCall(opsListVendors),
});

/** What a switch or an order field asks to change; absent stays. */
export interface RowChange {
  enabled?: boolean;
  hot?: boolean;
  sort?: number;
}
