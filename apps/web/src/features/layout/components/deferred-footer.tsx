import { useRef } from 'react';
import { useNearViewport } from '../../../components/ui/index.ts';
import styles from './footer.module.css';
import { Footer } from './footer.tsx';

/**
 * The footer, built when it comes within a screen of being seen (issue 20: first visit).
 * It sits below the fold, yet its logos, help links and the four calls behind them cost
 * a phone's first seconds; until then an empty band of its surface holds its place.
 */
export function DeferredFooter() {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder, 2);
  if (near) return <Footer />;
  return <div ref={placeholder} className={`${styles.footer} ${styles.pending}`} />;
}
