import { type Dispatch, useState } from 'react';
import { useIsTrial, useLoggedIn } from '../../../lib/session-store.ts';
import type { Acceptance } from '../model/accept.ts';
import { type QuickBet, quickKey, storedQuickBet, storeQuickBet } from '../model/quick-bet.ts';
import { type Picked, type SlipAction, selectionOf } from '../model/slip.ts';
import { type Limits, singleOf } from '../model/slip-bets.ts';
import type { Placing } from './use-place-slip.ts';

interface Deps {
  dispatch: Dispatch<SlipAction>;
  placing: Placing;
  limits: Limits;
  vendor: string | null;
  accept: Acceptance;
}

/**
 * What a tap on a price does. Quick bet off (or no player who can bet): the price goes in
 * the slip or out of it. On: a single at the preset stake is placed at once, at the price
 * tapped and the acceptance chosen; a stake the book would refuse (below the minimum, above
 * the maximum, a return over the payout cap) or none typed puts the price in the slip with
 * that stake instead, where the slip says what is wrong before anything is sent.
 */
export function useQuickBet({ dispatch, placing, limits, vendor, accept }: Deps) {
  const loggedIn = useLoggedIn();
  const trial = useIsTrial();
  const [quick, setQuickState] = useState<QuickBet>(storedQuickBet);
  const setQuick = (next: QuickBet) => {
    setQuickState(next);
    storeQuickBet(next);
  };
  const active = quick.on && loggedIn && !trial && vendor !== null;
  const pick = (picked: Picked) => {
    if (!active || vendor === null) {
      dispatch({ type: 'toggle', selection: picked });
      return;
    }
    const selection = selectionOf(picked);
    const bet = singleOf(quickKey(selection.key), selection, quick.stake, limits);
    if (bet.problem !== null || bet.stake === null || bet.stake === 0n) {
      dispatch({ type: 'add', selection: picked, stake: quick.stake });
      return;
    }
    void placing.placeQuick(bet, vendor, accept);
  };
  return { quick, setQuick, pick };
}
