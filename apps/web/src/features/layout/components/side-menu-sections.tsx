import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useFirstScreenPainted } from '../../../lib/first-screen.ts';
import { useMemberInfo } from '../../session/index.ts';
import { categoryIcon, imageUrl, useNavCategories } from '../../system/index.ts';
import { useOpenCustomerService } from '../hooks/use-customer-service.ts';
import { useMemberPageShown } from '../hooks/use-member-page-shown.ts';
import { useMemberPage, useProtected } from '../hooks/use-protected.ts';
import { isVip } from '../model/avatar.ts';
import { Icon } from './icons.tsx';
import { MenuGroup } from './menu-group.tsx';
import styles from './side-menu.module.css';

/** Product §2 quick links; the member-centre ones are protected actions (product §5). */
export function QuickLinks() {
  const { t } = useTranslation();
  const openPage = useMemberPage();
  const shown = useMemberPageShown();
  const tile = (label: string, page: string) =>
    shown(page) && (
      <li>
        <button type="button" className={styles.tile} onClick={() => openPage(page)}>
          {t(label)}
        </button>
      </li>
    );
  return (
    <ul className={styles.tiles} aria-label={t('quick_links')}>
      {tile('in_increase_deposit', 'depositv2')}
      {tile('in_increase_withdrawal', 'withdraw')}
      <li>
        <Link to="/promotions" className={styles.tile}>
          {t('hd_event')}
        </Link>
      </li>
      {tile('invite_friends', 'referral')}
      {tile('hd_rewards', 'rewardCenter')}
      {tile('in_cashback', 'manualRebate')}
    </ul>
  );
}

export function GameCentre() {
  const { t } = useTranslation();
  const categories = useNavCategories();
  const painted = useFirstScreenPainted();
  return (
    <MenuGroup title={t('game_centre')} defaultOpen>
      {categories.map((c) => (
        <li key={c.code}>
          <NavLink to={c.href} className={styles.item}>
            {({ isActive }) => (
              <>
                {/* After the first screen: in a phone's closed drawer they would take the
                    connections its own code and data need (decision 025). */}
                {painted ? (
                  <img className={styles.icon} src={imageUrl(categoryIcon(c, isActive))} alt="" />
                ) : (
                  <span className={styles.icon} />
                )}
                {t(c.labelKey)}
              </>
            )}
          </NavLink>
        </li>
      ))}
    </MenuGroup>
  );
}

/** Label key → member-centre page (product §2 member centre table); messageV2 is the mailbox. */
const accountPages = [
  ['in_betting_record', 'personalHistoryCopy'],
  ['in_account_record', 'transactionHistory'],
  ['security_centre', 'securityCenter'],
  ['in_personal_loss', 'personalProfit'],
  ['in_platform_information', 'messageV2'],
] as const;

export function AccountGroup() {
  const { t } = useTranslation();
  const openPage = useMemberPage();
  const guard = useProtected();
  const openDialog = useDialogs((s) => s.openDialog);
  const shown = useMemberPageShown();
  const open = (page: string) =>
    page === 'messageV2' ? guard(() => openDialog('mailbox')) : openPage(page);
  return (
    <MenuGroup title={t('side_account_group')}>
      {accountPages
        .filter(([, page]) => shown(page))
        .map(([label, page]) => (
          <li key={page}>
            <button type="button" className={styles.item} onClick={() => open(page)}>
              {t(label)}
            </button>
          </li>
        ))}
    </MenuGroup>
  );
}

export function SupportLinks() {
  const { t } = useTranslation();
  // Product §5: the VIP line above rank 4; a visitor (no member info) gets live chat.
  const openCustomerService = useOpenCustomerService(isVip(useMemberInfo().data));
  return (
    <ul className={styles.list}>
      <li>
        <NavLink to="/down" className={styles.item}>
          <Icon name="download" />
          {t('app_download_android')}
        </NavLink>
      </li>
      <li>
        <button type="button" className={styles.item} onClick={openCustomerService}>
          <Icon name="chat" />
          {t('customer_service')}
        </button>
      </li>
      <li>
        <NavLink to="/help" className={styles.item}>
          <Icon name="help" />
          {t('help_centre')}
        </NavLink>
      </li>
    </ul>
  );
}
