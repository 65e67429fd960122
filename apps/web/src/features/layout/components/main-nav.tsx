import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { useMemberInfo } from '../../session/index.ts';
import { useNavCategories } from '../../system/index.ts';
import { useMemberPageShown } from '../hooks/use-member-page-shown.ts';
import { useProtected } from '../hooks/use-protected.ts';
import styles from './nav.module.css';
import { NavCategoryItem } from './nav-category.tsx';

/** Loaded only once logged in, so the promotion call it asks stays out of the first load. */
const RewardsBadge = lazy(() => import('./rewards-badge.tsx'));

/** Product §2 navigation: home, the game categories, promotions, rewards, VIP rank. */
export function MainNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  const categories = useNavCategories();
  const guard = useProtected();
  const openDialog = useDialogs((s) => s.openDialog);
  const shownPage = useMemberPageShown();
  const loggedIn = useLoggedIn();

  return (
    <nav aria-label={t('main_navigation')} className={className}>
      <ul className={styles.list}>
        <li className={styles.item}>
          <NavLink to="/index" className={styles.link}>
            {t('hd_home')}
          </NavLink>
        </li>
        {categories.map((category) => (
          <NavCategoryItem key={category.code} category={category} />
        ))}
        <li className={styles.item}>
          <NavLink to="/promotions" className={styles.link}>
            {t('hd_event')}
          </NavLink>
        </li>
        {shownPage('rewardCenter') && (
          <li className={styles.item}>
            {/* Product §6: the rewards entry requires login; logged in, it counts what can be claimed. */}
            <button
              type="button"
              className={styles.link}
              onClick={() => guard(() => openDialog('memberCentre', 'rewardCenter'))}
            >
              {t('hd_rewards')}
              {loggedIn && (
                <Suspense fallback={null}>
                  <RewardsBadge />
                </Suspense>
              )}
            </button>
          </li>
        )}
        <li className={styles.item}>
          <NavLink to="/vip" className={styles.link}>
            {t('hd_vip')} <VipRank />
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** Product §2: the member's rank level when logged in, dashes when logged out. */
function VipRank() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const rank = useMemberInfo().data?.clubLabel.rankLevel;
  if (loggedIn && rank !== undefined) return <span className={styles.rank}>{rank}</span>;
  return (
    <span className={styles.rank}>
      <span aria-hidden="true">--</span>
      <span className="visually-hidden">{t('vip_no_rank')}</span>
    </span>
  );
}
