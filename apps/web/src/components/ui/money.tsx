/*
 * Product §9: money is shown with 2 decimals and thousands separators. The grouping is
 * fixed (1,234.56) rather than per language: amounts must read the same as on the
 * cashier and vendor pages, which use this form.
 */
const moneyFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Shown when an amount is missing or not a number, instead of a misleading 0.00. */
const NOT_A_NUMBER = '--';

function toNumber(value: number | string): number {
  return typeof value === 'number' ? value : Number(value.trim() === '' ? Number.NaN : value);
}

/** "1,234.56" / "-1,234.56"; accepts the wire's decimal strings too. */
export function formatMoney(value: number | string): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return NOT_A_NUMBER;
  const text = moneyFormat.format(Math.abs(n));
  // Amounts that round to zero (-0.001, -0) must not show as "-0.00".
  return n < 0 && text !== '0.00' ? `-${text}` : text;
}

/** "$1,234.56" / "-$1,234.56": the symbol after any minus, before the digits. */
export function formatMoneyWith(value: number | string, symbol = ''): string {
  const text = formatMoney(value);
  if (text === NOT_A_NUMBER) return text;
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

export interface MoneyProps {
  value: number | string;
  /** Currency symbol written before the amount, after any minus: -¥1,234.56. */
  symbol?: string;
  /** Product §2 balance hide: show *** instead of the amount. */
  masked?: boolean;
  className?: string;
}

export function Money({ value, symbol, masked = false, className }: MoneyProps) {
  if (masked) return <span className={className}>***</span>;
  const text = formatMoneyWith(value, symbol);
  if (text === NOT_A_NUMBER) return <span className={className}>{text}</span>;
  return (
    // Amounts read left to right in every language, also inside Arabic or Urdu text.
    <span className={className} dir="ltr">
      {text}
    </span>
  );
}
