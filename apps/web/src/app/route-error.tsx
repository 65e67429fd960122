import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/not-found/index.ts';
import { asChunkLoadError } from './chunk-error.ts';
import { ChunkErrorView } from './chunk-error-view.tsx';
import { UnknownErrorView } from './unknown-error-view.tsx';

const reload = () => window.location.reload();

/**
 * The router's last line: errors outside a page's own boundary (a layout, the guard).
 * Spec §2: an unsupported route is not an error to show, so a 404 is the not-found page.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main">
        <NotFoundPage />
      </main>
    );
  }
  const chunk = asChunkLoadError(error);
  return (
    <main id="main">
      {chunk ? (
        <ChunkErrorView error={chunk} onRetry={reload} />
      ) : (
        <UnknownErrorView onReload={reload} />
      )}
    </main>
  );
}
