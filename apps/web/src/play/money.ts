import { formatMoney } from '../components/ui/money.tsx';

/**
 * Amounts on the wire are decimals in major units; sums on this page are made in integer
 * minor units so chips add up without binary-fraction drift (0.1 + 0.2).
 */
export const toMinor = (major: number) => Math.round(major * 100);
export const toMajor = (minor: number) => minor / 100;

/**
 * "$1,234.50", "-$2.00": the site's money format with the brand's currency symbol before
 * it, as the site's header writes the same money (components/ui/money.tsx).
 */
export function moneyText(major: number, symbol: string): string {
  const text = formatMoney(major);
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}
