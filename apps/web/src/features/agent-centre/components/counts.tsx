import { panelStyles } from '../../panel/index.ts';

/** Named counts (members), shown like the money figures beside them. */
export function Counts({ items }: { items: readonly { label: string; count: number }[] }) {
  return (
    <dl className={panelStyles.figures}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.count.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
