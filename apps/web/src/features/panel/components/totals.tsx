import { useTranslation } from 'react-i18next';
import { type Figure, Figures } from './figures.tsx';
import styles from './panel.module.css';
import { Section } from './section.tsx';

export interface TotalsProps {
  /** The totals of the range shown; nothing until the report has answered. */
  items: readonly Figure[] | undefined;
  /** What to say when there are none (a report by type with no row). */
  empty?: string;
}

/** A report's totals over its range: a "Totals" section of named amounts. */
export function Totals({ items, empty }: TotalsProps) {
  const { t } = useTranslation();
  if (!items) return null;
  return (
    <Section title={t('mn_totals')}>
      {items.length === 0 && empty ? (
        <p className={styles.hint}>{empty}</p>
      ) : (
        <Figures items={items} />
      )}
    </Section>
  );
}
