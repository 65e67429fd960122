import { BalanceDisplay } from '../../wallet/index.ts';

/**
 * The side menu's balance card, loaded only for a logged-in visitor. The side menu
 * imports this file lazily rather than the wallet's index itself: the member-centre
 * pages import that index statically, and an index that is also a lazy entry makes the
 * bundler split the first load into many small chunks (about 5 KB more to download).
 */
export function SideBalance() {
  return <BalanceDisplay variant="card" />;
}
