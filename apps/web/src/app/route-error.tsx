import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ChunkBoundary } from './chunk-boundary.tsx';

const inMain = (view: ReactNode) => <main id="main">{view}</main>;

/**
 * The router's last line: an error outside a page's own boundary (a layout, the guard)
 * replaces the screen with the product §8 texts and a retry; another path clears it.
 * Unknown paths are not errors (product §2): the route table sends them to the not-found page.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ChunkBoundary resetKey={pathname} frame={inMain}>
      {children}
    </ChunkBoundary>
  );
}
