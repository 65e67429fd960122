import { create } from 'zustand';
import { storage } from '../../../lib/storage.ts';

const KEY = 'balanceHidden';

interface BalanceMask {
  hidden: boolean;
  toggle(): void;
}

/**
 * Product §2 balance hide toggle. One store so the header and the side menu agree; kept in
 * localStorage so the choice outlives the session (a player hides it once, not each login).
 */
export const useBalanceMask = create<BalanceMask>((set, get) => ({
  hidden: storage.local.get(KEY) === '1',
  toggle() {
    const hidden = !get().hidden;
    if (hidden) storage.local.set(KEY, '1');
    else storage.local.remove(KEY);
    set({ hidden });
  },
}));
