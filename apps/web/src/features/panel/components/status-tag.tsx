import type { ReactNode } from 'react';
import styles from './panel.module.css';

/** good: done; bad: refused or failed; waiting: someone still has to act; plain: closed. */
export type Tone = 'good' | 'bad' | 'waiting' | 'plain';

/** An order's or a bet's state, its colour backing the words (never instead of them). */
export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={styles.status} data-tone={tone}>
      {children}
    </span>
  );
}
