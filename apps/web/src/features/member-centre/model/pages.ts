import type { MemberInfo } from '@gamehall/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface MemberPageProps {
  member: MemberInfo;
}

interface MemberPage {
  /** Spec §2 member centre table: the menu label key. */
  label: string;
  Page: LazyExoticComponent<ComponentType<MemberPageProps>>;
}

/**
 * Page key → page, in the spec's menu order. Only pages that exist are listed: the money
 * issue adds transferFund, depositv2, withdraw and the rest here.
 */
export const memberPages: Record<string, MemberPage> = {
  securityCenter: {
    label: 'in_my_account',
    Page: lazy(() =>
      import('../pages/security-center.tsx').then((m) => ({ default: m.SecurityCenter })),
    ),
  },
};

export const DEFAULT_PAGE = 'securityCenter';

/** The page to show for `key`: an unknown or missing key falls back to the default. */
export function resolvePage(key: string | undefined): string {
  return key !== undefined && Object.hasOwn(memberPages, key) ? key : DEFAULT_PAGE;
}
