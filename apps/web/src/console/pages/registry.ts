import type { Permission } from '@gamehall/contract';
import { type ComponentType, lazy } from 'react';

/**
 * The console's pages: a new page is one folder under pages/ and one line here — its
 * address, the permission that shows it (the server checks each call again), its title key
 * and its lazily loaded component.
 */
export interface ConsolePage {
  path: string;
  permission: Permission;
  title: string;
  Component: ComponentType;
}

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  // First: the landing page of every role that holds its permission.
  {
    path: 'dashboard',
    permission: 'money.read',
    title: 'cs_nav_dashboard',
    Component: lazy(() => import('./dashboard/dashboard-page.tsx')),
  },
  {
    path: 'members',
    permission: 'members.read',
    title: 'cs_nav_members',
    Component: lazy(() => import('./members/members-page.tsx')),
  },
  {
    path: 'protection',
    permission: 'members.read',
    title: 'cs_nav_protection',
    Component: lazy(() => import('./protection/protection-page.tsx')),
  },
  {
    path: 'kyc',
    permission: 'kyc.review',
    title: 'cs_nav_kyc',
    Component: lazy(() => import('./kyc/kyc-page.tsx')),
  },
  {
    path: 'risk',
    permission: 'risk.read',
    title: 'cs_nav_risk',
    Component: lazy(() => import('./risk/risk-page.tsx')),
  },
  {
    path: 'agents',
    permission: 'members.read',
    title: 'cs_nav_agents',
    Component: lazy(() => import('./agents/agents-page.tsx')),
  },
  {
    path: 'games',
    permission: 'games.write',
    title: 'cs_nav_games',
    Component: lazy(() => import('./games/games-page.tsx')),
  },
  {
    path: 'content',
    permission: 'content.write',
    title: 'cs_nav_content',
    Component: lazy(() => import('./content/content-page.tsx')),
  },
  {
    path: 'settings',
    permission: 'settings.read',
    title: 'cs_nav_settings',
    Component: lazy(() => import('./settings/settings-page.tsx')),
  },
  {
    path: 'brand',
    permission: 'settings.read',
    title: 'cs_nav_brand',
    Component: lazy(() => import('./brand/brand-page.tsx')),
  },
  {
    path: 'withdrawals',
    permission: 'money.read',
    title: 'cs_nav_withdrawals',
    Component: lazy(() => import('./withdrawals/withdrawals-page.tsx')),
  },
  {
    path: 'deposits',
    permission: 'money.read',
    title: 'cs_nav_deposits',
    Component: lazy(() => import('./deposits/deposits-page.tsx')),
  },
  {
    path: 'reports',
    permission: 'money.read',
    title: 'cs_nav_reports',
    Component: lazy(() => import('./reports/reports-page.tsx')),
  },
  {
    path: 'staff',
    permission: 'staff.manage',
    title: 'cs_nav_staff',
    Component: lazy(() => import('./staff/staff-page.tsx')),
  },
  {
    path: 'audit',
    permission: 'audit.read',
    title: 'cs_nav_audit',
    Component: lazy(() => import('./audit/audit-page.tsx')),
  },
];
