import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { useBalance } from '../api/get-balance.ts';
import { useBalanceMask } from '../model/balance-mask.ts';
import styles from './balance-display.module.css';

export interface BalanceDisplayProps {
  className?: string;
  /** 'row' for the header, 'card' for the side menu (label above the amount). */
  variant?: 'row' | 'card';
}

const icons = {
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  shown: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  hidden:
    'M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.1 3.8M6.6 6.6C3.8 8.4 2 12 2 12s3.5 6 10 6a9.6 9.6 0 0 0 4.4-1',
};

function Glyph({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Product §2/§4 balance: the brand's currency symbol, 2 decimals; masked *** when hidden;
 * 'balance updating' (announced politely) while it loads or refreshes.
 */
export function BalanceDisplay({ className, variant = 'row' }: BalanceDisplayProps) {
  const { t } = useTranslation();
  const symbol = useSiteConfig().data?.currencySymbol;
  const { data, isFetching, refetch } = useBalance();
  const hidden = useBalanceMask((s) => s.hidden);
  const toggle = useBalanceMask((s) => s.toggle);

  return (
    // A figure and its two tools, not form fields: a fieldset would say otherwise.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      role="group"
      aria-label={t('balance')}
      className={`${styles.balance} ${styles[variant]} ${className ?? ''}`}
    >
      <span className={variant === 'row' ? 'visually-hidden' : styles.label}>{t('balance')}</span>
      <span className={styles.amount} aria-live="polite">
        {isFetching ? (
          <span className={styles.updating}>{t('balance_updating')}</span>
        ) : (
          <Money value={data?.sumBalance ?? Number.NaN} symbol={symbol} masked={hidden} />
        )}
      </span>
      <span className={styles.tools}>
        <button
          type="button"
          className={`${styles.tool} ${styles.mask}`}
          aria-label={t('balance_hide')}
          aria-pressed={hidden}
          onClick={toggle}
        >
          <Glyph d={hidden ? icons.hidden : icons.shown} />
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label={t('balance_refresh')}
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          <Glyph d={icons.refresh} />
        </button>
      </span>
    </div>
  );
}
