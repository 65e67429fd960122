/**
 * The agent centre's four contract pages, one chunk (model/pages.ts loads it with import()
 * when one of them is first opened): one component per contract type, made once at module
 * level, so React keeps each page's identity (and its state) from one render to the next.
 */
import type { ContractKind } from '@gamehall/contract';
import { type ComponentType, createElement } from 'react';
import type { MemberPageProps } from '../../panel/index.ts';
import { ContractPage } from './contract-page.tsx';

const DividendPage = () => createElement(ContractPage, { kind: 'DIVIDEND' });
const DailySalaryPage = () => createElement(ContractPage, { kind: 'DAILY_SALARY' });
const HourlySalaryPage = () => createElement(ContractPage, { kind: 'HOURLY_SALARY' });
const RealtimeSalaryPage = () => createElement(ContractPage, { kind: 'REALTIME_SALARY' });

const PAGES: Record<ContractKind, ComponentType<MemberPageProps>> = {
  DIVIDEND: DividendPage,
  DAILY_SALARY: DailySalaryPage,
  HOURLY_SALARY: HourlySalaryPage,
  REALTIME_SALARY: RealtimeSalaryPage,
};

/** The page of one contract type (the same component every time it is asked for). */
export const contractPage = (kind: ContractKind): ComponentType<MemberPageProps> => PAGES[kind];
