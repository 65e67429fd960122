import { Money } from '../../../components/ui/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import styles from './panel.module.css';

export interface Figure {
  label: string;
  amount: number;
}

/** Named amounts (balances, limits, totals), each a term and its money with the brand's symbol. */
export function Figures({ items }: { items: readonly Figure[] }) {
  const symbol = useSiteConfig().data?.currencySymbol;
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>
            <Money value={item.amount} symbol={symbol} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
