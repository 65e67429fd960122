import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store.ts';
import { useAvailablePromotions } from '../../promotions/badge.ts';
import { useMemberInfo } from '../../session/index.ts';
import { TRIAL_TYPE } from '../model/avatar.ts';
import styles from './nav.module.css';

/**
 * Product §2 navigation: the rewards entry's badge, the promotions a logged-in player can
 * claim now (none for a trial account, which joins no promotion, nor before a forced
 * change of password). Its own chunk, loaded
 * by main-nav.tsx only once logged in: the promotion call's declaration stays out of the
 * site's first load. Like the member centre's missions badge, the figure is hidden from
 * screen readers and said in words instead, as the header's other counts say it
 * ("Messages (3 unread)"): the entry reads "Rewards (2 to claim)".
 */
export default function RewardsBadge() {
  const { t } = useTranslation();
  const trial = useSession((s) => s.accountType === TRIAL_TYPE);
  // The server refuses a player's calls until a default password is changed: ask after.
  const member = useMemberInfo().data;
  const player = !trial && member !== undefined && !member.mustChangePassword;
  const available = useAvailablePromotions(player);
  if (available <= 0) return null;
  // A space, not a comma, before the words: a browser adds a space of its own before
  // out-of-flow text, so the name reads "Rewards (2 to claim)" there and in tests alike.
  return (
    <>
      <span className={styles.badge} aria-hidden="true">
        {available > 99 ? '99+' : available}
      </span>{' '}
      <span className="visually-hidden">{t('hd_rewards_available', { count: available })}</span>
    </>
  );
}
