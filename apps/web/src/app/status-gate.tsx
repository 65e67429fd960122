import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { statusQuery } from '../features/system/index.ts';
import { ChunkBoundary } from './chunk-boundary.tsx';
import { LazyRoute, lazyPage } from './lazy-page.tsx';

const loadStatusPages = () => import('../features/status/index.ts');
const maintenancePage = lazyPage('status', loadStatusPages, (m) => m.MaintenancePage);
const restrictionPage = lazyPage('status', loadStatusPages, (m) => m.RestrictionPage);

/** While the site is closed, ask again each minute so it opens by itself afterwards. */
const CLOSED_POLL_MS = 60_000;

/**
 * Product §4 system status: 1 maintenance (first when both are set), 2 region restricted;
 * the matching page replaces the whole app. An unanswered status lets the site through:
 * the boot step already showed the network error if the server is away.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { data } = useQuery({
    ...statusQuery(),
    refetchInterval: (query) => (query.state.data?.status ? CLOSED_POLL_MS : false),
  });
  const page =
    data?.status === 1 || data?.maintenance ? (
      <LazyRoute page={maintenancePage} />
    ) : data?.status === 2 || data?.regionRestriction ? (
      <LazyRoute page={restrictionPage} />
    ) : null;
  if (!page) return children;
  return (
    <ChunkBoundary resetKey={String(data?.status)}>
      <Suspense fallback={null}>{page}</Suspense>
    </ChunkBoundary>
  );
}
