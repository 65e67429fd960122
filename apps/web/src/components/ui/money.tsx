export function formatMoney(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function Money({ value, symbol }: { value: number; symbol?: string }) {
  return (
    <span>
      {symbol}
      {formatMoney(value)}
    </span>
  );
}
