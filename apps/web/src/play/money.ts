import { formatMoneyWith } from '../components/ui/money.tsx';

/**
 * Amounts on the wire are decimals in major units; sums on this page are made in integer
 * minor units so chips add up without binary-fraction drift (0.1 + 0.2).
 */
export const toMinor = (major: number) => Math.round(major * 100);
export const toMajor = (minor: number) => minor / 100;

/** "$1,234.50", "-$2.00": the brand's symbol before the amount, as the site's header writes it. */
export const moneyText = (major: number, symbol: string) => formatMoneyWith(major, symbol);
