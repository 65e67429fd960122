import '../styles/tokens.css';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applySiteLook } from './brand.ts';
import { readLaunchParams } from './launch-params.ts';
import { PlayApp } from './play-app.tsx';
import { initPlayI18n } from './play-i18n.ts';

// Before anything paints: the site's theme and brand colours (no inline script: the CSP).
applySiteLook();

const launch = readLaunchParams(window.location);
// The model and table limits do not change while a page is open; a money call is never
// retried by the client on its own (see session/use-round.ts).
const client = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <PlayApp launch={launch} client={client} />
      </StrictMode>,
    );
  initPlayI18n(launch.lang).then(render, render);
}
