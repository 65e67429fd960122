import type { CSSProperties } from 'react';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { useSiteConfig } from '../../system/index.ts';
import { useCountUp } from '../hooks/use-count-up.ts';

/**
 * Every digit the same width, so a counting figure does not wobble. Inline rather than a
 * stylesheet of one rule: that was a request of its own on the slots lobby's first paint.
 */
const FIGURE_STYLE: CSSProperties = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };

export interface JackpotAmountProps {
  /** The pool, in the brand's currency. */
  value: number;
  /** The figure's accessible name for an amount already formatted ("Jackpot $12,345.67"). */
  label: (amount: string) => string;
  className?: string;
}

/**
 * The jackpot's pool as a live figure, one component for the header, the slots lobby and
 * the home page: it counts up to each new answer (useCountUp), in the site's money format
 * with the brand's currency symbol. Screen readers get the figure once, by its name, with
 * the pool the server gave (not a figure half-way through a count), and are not told of
 * each change (aria-live off): a figure that moves every ten seconds would drown the page.
 */
export function JackpotAmount({ value, label, className }: JackpotAmountProps) {
  const symbol = useSiteConfig().data?.currencySymbol;
  const shown = useCountUp(value);
  return (
    <output
      aria-live="off"
      aria-label={label(formatMoneyWith(value, symbol))}
      className={className}
    >
      {/* Amounts read left to right in every language, also inside Arabic or Urdu text. */}
      <span style={FIGURE_STYLE} dir="ltr" aria-hidden="true">
        {formatMoneyWith(shown, symbol)}
      </span>
    </output>
  );
}
