import { formatMoney } from '../components/ui/money.tsx';

/**
 * Amounts on the wire are decimals in major units; sums on this page are made in integer
 * minor units so chips add up without binary-fraction drift (0.1 + 0.2).
 */
export const toMinor = (major: number) => Math.round(major * 100);
export const toMajor = (minor: number) => minor / 100;

/** "1,234.50 USD": the site's money format with the session's currency code after it. */
export const moneyText = (major: number, currency: string) =>
  `${formatMoney(major)} ${currency}`.trim();
