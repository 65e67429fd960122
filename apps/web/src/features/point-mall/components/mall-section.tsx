import { type ReactNode, useId } from 'react';
import { panelStyles } from '../../panel/index.ts';

/** A part of the point mall: a region named by its heading (h2 under the page's h1). */
export function MallSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={panelStyles.section}>
      <h2 id={id} className={panelStyles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
