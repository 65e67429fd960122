import type { ContractKind } from '@gamehall/contract';

/**
 * Each contract type's module switch among the brand's (whitelabel modIds): its page shows,
 * and a registration link may preset it, only while the brand runs it (product §3, §5).
 */
export const CONTRACT_SWITCH: Record<ContractKind, string> = {
  DIVIDEND: 'DIVIDEND',
  DAILY_SALARY: 'DAILYSALARY',
  HOURLY_SALARY: 'HOURSALARY',
  REALTIME_SALARY: 'REALTIMESALARY',
};
