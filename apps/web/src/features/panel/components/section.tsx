import { type ReactNode, useId } from 'react';
import styles from './panel.module.css';

/** One block of the security centre: a region named by its heading, for people and tests. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h4 id={id} className={styles.heading}>
        {title}
      </h4>
      {children}
    </section>
  );
}
