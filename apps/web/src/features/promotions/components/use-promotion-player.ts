import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useLoggedIn, useSession } from '../../../lib/session-store.ts';
import { useSiteConfig } from '../../system/index.ts';
import { useClaimPromotion } from '../api/claim-promotion.ts';
import { usePromotionStates } from '../api/get-promotion-states.ts';

/** Product §4: a trial account plays with no real money, so it joins no promotion. */
const TRIAL_ACCOUNT = 4;

/** How the last claim ended, for the page's status line. */
export interface ClaimOutcome {
  done?: string;
  error?: string;
}

/**
 * The player's side of the promotion pages: whether they are a visitor, a trial account or
 * a player, their button states (asked only for a player) and the claim with its outcome
 * in words. A raffle is never claimed here: its button opens the red envelope on the
 * detail page (promotion-action.tsx, raffle-open.tsx), the server refusing a plain claim.
 */
export function usePromotionPlayer() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const trial = useSession((s) => s.accountType === TRIAL_ACCOUNT);
  const player = loggedIn && !trial;
  const states = usePromotionStates(player);
  const claim = useClaimPromotion();
  const symbol = useSiteConfig().data?.currencySymbol;
  const [outcome, setOutcome] = useState<ClaimOutcome>({});

  const stateOf = useCallback(
    (id: number) => states.data?.states.find((s) => s.id === id),
    [states.data],
  );

  const claimOne = useCallback(
    async (promotionId: number) => {
      setOutcome({});
      try {
        const { amount, turnover } = await claim.submit({ promotionId });
        setOutcome({
          done: t('app_promo_claim_done', {
            amount: formatMoneyWith(amount, symbol),
            turnover: formatMoneyWith(turnover, symbol),
          }),
        });
      } catch (err) {
        setOutcome({ error: errorText(err, t, 'promo', { currencySymbol: symbol }) });
      }
    },
    [claim.submit, t, symbol],
  );

  return {
    loggedIn,
    trial,
    player,
    states,
    stateOf,
    claim: claimOne,
    claiming: claim.isPending,
    outcome,
  };
}
