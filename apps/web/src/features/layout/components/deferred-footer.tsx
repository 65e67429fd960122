import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useAfterMainImage, useNearViewport } from '../../../components/ui/index.ts';
import styles from './footer.module.css';

const loadFooter = () => import('./footer.tsx');

/**
 * The footer, built when it comes within a screen of being seen and after the page's
 * main image (issue 20: first visit, decision 025): it sits below the fold, yet its code,
 * logos, help links and the four calls behind them cost a phone's first seconds. Until
 * then an empty band of its surface holds its place; its code is a chunk of its own.
 */
export function DeferredFooter() {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder, 2);
  const afterMain = useAfterMainImage();
  const [Footer, setFooter] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!near || !afterMain || Footer) return;
    let live = true;
    loadFooter().then(
      (m) => live && setFooter(() => m.Footer),
      // Without its chunk the band stays; the page itself carries on.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [near, afterMain, Footer]);

  if (Footer) return <Footer />;
  return <div ref={placeholder} className={`${styles.footer} ${styles.pending}`} />;
}
