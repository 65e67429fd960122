import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { MemberPageProps } from '../../panel/index.ts';

type LazyPage = LazyExoticComponent<ComponentType<MemberPageProps>>;

export interface MemberPage {
  /** Product §2 member centre table: the menu label key. */
  label: string;
  Page: LazyPage;
}

/**
 * Each page loads when first opened, from the pages.ts of the feature it belongs to (a
 * feature's pages are one chunk).
 */
const page = (load: () => Promise<ComponentType<MemberPageProps>>): LazyPage =>
  lazy(() => load().then((Page) => ({ default: Page })));

/**
 * Page key → page, in the product's menu order (product §2 member centre table). Messages
 * (messageV2) is the mailbox dialog, not a page here.
 */
export const memberPages: Record<string, MemberPage> = {
  securityCenter: {
    label: 'in_my_account',
    Page: page(() => import('../pages/security-center.tsx').then((m) => m.SecurityCenter)),
  },
  transferFund: {
    label: 'in_my_wallet',
    Page: page(() => import('../../wallet/pages.ts').then((m) => m.MyWallet)),
  },
  depositv2: {
    label: 'in_increase_deposit',
    Page: page(() => import('../../cashier/pages.ts').then((m) => m.Deposit)),
  },
  withdraw: {
    label: 'in_increase_withdrawal',
    Page: page(() => import('../../cashier/pages.ts').then((m) => m.Withdraw)),
  },
  transferUpline: {
    label: 'in_transfer_upline',
    Page: page(() => import('../../wallet/pages.ts').then((m) => m.TransferUpline)),
  },
  personalHistoryCopy: {
    label: 'in_betting_record',
    Page: page(() => import('../../records/pages.ts').then((m) => m.BettingRecord)),
  },
  manualRebate: {
    label: 'in_cashback',
    Page: page(() => import('../../rewards/pages.ts').then((m) => m.Cashback)),
  },
  transactionHistory: {
    label: 'in_account_record',
    Page: page(() => import('../../records/pages.ts').then((m) => m.AccountRecord)),
  },
  personalProfit: {
    label: 'in_personal_loss',
    Page: page(() => import('../../records/pages.ts').then((m) => m.PersonalProfit)),
  },
  bonusDetails: {
    label: 'in_bonus_details',
    Page: page(() => import('../../records/pages.ts').then((m) => m.BonusDetails)),
  },
  rewardCenter: {
    label: 'in_reward_center',
    Page: page(() => import('../../promotions/pages.ts').then((m) => m.RewardCenter)),
  },
  referral: {
    label: 'invite_friends',
    Page: page(() => import('../../rewards/pages.ts').then((m) => m.Referral)),
  },
  missionLeaderboard: {
    label: 'mission_activity',
    Page: page(() => import('../../missions/pages.ts').then((m) => m.Missions)),
  },
};

export const DEFAULT_PAGE = 'securityCenter';

/**
 * The page to show for `key`: an unknown or missing key, or a page the brand switched off
 * (`shown`), falls back to the default.
 */
export function resolvePage(key: string | undefined, shown: (page: string) => boolean): string {
  return key !== undefined && Object.hasOwn(memberPages, key) && shown(key) ? key : DEFAULT_PAGE;
}
