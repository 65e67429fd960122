import type { ContractKind } from '@gamehall/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { MemberPageProps } from '../../panel/index.ts';
import { CONTRACT_SWITCH } from './contract-switches.ts';

type LazyPage = LazyExoticComponent<ComponentType<MemberPageProps>>;

export interface AgentPage {
  /** The menu label key (product §2 agent centre). */
  label: string;
  Page: LazyPage;
  /** The brand's module switch the page follows (the contract pages; product §3, §5). */
  modId?: string;
}

/** Each page group is one chunk, loaded when one of its pages is first opened. */
const page = (load: () => Promise<ComponentType<MemberPageProps>>): LazyPage =>
  lazy(() => load().then((Page) => ({ default: Page })));

const reports = () => import('../pages/reports.ts');

/** A contract type's page: its label, shown while the brand runs the type. */
const contract = (kind: ContractKind, label: string): AgentPage => ({
  label,
  modId: CONTRACT_SWITCH[kind],
  Page: page(() => import('../pages/contracts.ts').then((m) => m.contractPage(kind))),
});

/**
 * Page key → page, in the product's menu order (product §2 agent centre): announcement,
 * team overview, register centre, downline management, team betting, user profit and
 * loss, my income, downline transaction details, then the four contract types.
 */
export const agentPages: Record<string, AgentPage> = {
  agentAnnouncement: {
    label: 'ag_announcement',
    Page: page(() => reports().then((m) => m.Announcements)),
  },
  agentTeamOverview: {
    label: 'ag_team_overview',
    Page: page(() => reports().then((m) => m.TeamOverview)),
  },
  agentRegisterCenter: {
    label: 'ag_register_centre',
    Page: page(() => import('../pages/team.ts').then((m) => m.RegisterCentre)),
  },
  agentDownline: {
    label: 'ag_downlines',
    Page: page(() => import('../pages/team.ts').then((m) => m.Downlines)),
  },
  agentTeamBetting: {
    label: 'ag_team_betting',
    Page: page(() => reports().then((m) => m.TeamBetting)),
  },
  agentUserProfit: {
    label: 'ag_user_profit',
    Page: page(() => reports().then((m) => m.UserProfit)),
  },
  agentMyIncome: { label: 'ag_my_income', Page: page(() => reports().then((m) => m.MyIncome)) },
  agentTransactions: {
    label: 'ag_transactions',
    Page: page(() => reports().then((m) => m.DownlineTransactions)),
  },
  agentDividend: contract('DIVIDEND', 'ag_dividend'),
  agentDailySalary: contract('DAILY_SALARY', 'ag_daily_salary'),
  agentHourlySalary: contract('HOURLY_SALARY', 'ag_hourly_salary'),
  agentRealtimeSalary: contract('REALTIME_SALARY', 'ag_realtime_salary'),
};

export const DEFAULT_AGENT_PAGE = 'agentTeamOverview';

/** The page to show for `key`: an unknown key, or a page the brand switched off, shows the default. */
export function resolveAgentPage(
  key: string | undefined,
  shown: (modId: string) => boolean,
): string {
  const entry = key !== undefined && Object.hasOwn(agentPages, key) ? agentPages[key] : undefined;
  return entry && (entry.modId === undefined || shown(entry.modId))
    ? (key as string)
    : DEFAULT_AGENT_PAGE;
}
