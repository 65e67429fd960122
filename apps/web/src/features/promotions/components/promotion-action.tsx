import type { ActionState, PromotionCard } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useMemberPage } from '../../layout/index.ts';
import { actionLabel, moveOf } from '../model/promotion.ts';
import styles from '../pages/promotions.module.css';

export interface PromotionActionProps {
  promo: Pick<PromotionCard, 'id' | 'title' | 'rule'>;
  /** The player's state on it; undefined for a visitor (who is invited to log in). */
  state: ActionState | undefined;
  /** While a claim runs: no other may start. */
  busy?: boolean;
  onClaim: () => void;
  onApply: () => void;
  /**
   * Opens a raffle's red envelope here (the detail page, which has the client seed field).
   * Without it the button is a link to the detail page, where the envelope is opened.
   */
  onOpen?: () => void;
  /** Name the promotion in the button's accessible name (a list has many buttons). */
  named?: boolean;
}

/**
 * The player's button on a promotion (product §4): join (the deposit page, or the
 * application form), claim, open a raffle's red envelope, or the state it is in,
 * disabled. A visitor logs in first.
 */
export function PromotionAction({
  promo,
  state,
  busy = false,
  onClaim,
  onApply,
  onOpen,
  named = false,
}: PromotionActionProps) {
  const { t } = useTranslation();
  const openDialog = useDialogs((s) => s.openDialog);
  const openPage = useMemberPage();
  const label = state ? t(actionLabel(state, promo.rule.kind)) : t('app_promo_login_to_join');
  const name = named ? t('app_promo_action_of', { action: label, title: promo.title }) : undefined;

  if (!state) {
    return (
      <button
        type="button"
        className={styles.action}
        aria-label={name}
        onClick={() => openDialog('login')}
      >
        {label}
      </button>
    );
  }
  const move = moveOf(state, promo.rule.kind);
  if (move === 'open' && !onOpen) {
    return (
      <Link to={`/promoDetail?id=${promo.id}`} className={styles.action} aria-label={name}>
        {label}
      </Link>
    );
  }
  // A claim and an envelope being opened both wait for the server's answer.
  const waits = move === 'claim' || move === 'open';
  const run = () => {
    if (move === 'claim') onClaim();
    else if (move === 'open') onOpen?.();
    else if (move === 'apply') onApply();
    else if (move === 'deposit') openPage('depositv2');
  };
  return (
    <button
      type="button"
      className={styles.action}
      data-state={state}
      aria-label={name}
      disabled={move === null || (waits && busy)}
      onClick={run}
    >
      {waits && busy ? t('in_loading') : label}
    </button>
  );
}
