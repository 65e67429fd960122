import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { WarningHost } from '../components/ui/index.ts';
import { SessionBootstrap } from '../features/session/index.ts';
import { firstScreenCommitted } from '../lib/first-screen.ts';
import { queryClient } from '../lib/query-client.ts';
import { DialogHost } from './dialog-host.tsx';
import { RealityCheckHost } from './reality-check-host.tsx';
import { AppRoutes } from './routes.tsx';
import { StatusGate } from './status-gate.tsx';

/**
 * The providers every screen needs, the status gate, then the routed site. History-mode
 * routing (product §2) with the declarative router: the data router's loaders and actions
 * are unused here and cost ~17 KB gzip on the first load.
 */
export function App({ i18n }: { i18n: I18n }) {
  useEffect(firstScreenCommitted, []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <StatusGate>
              <SessionBootstrap />
              <AppRoutes />
              <DialogHost />
              <RealityCheckHost />
            </StatusGate>
            {/* Inside the router, so links in a warning's HTML stay in the app. */}
            <WarningHost />
          </BrowserRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
