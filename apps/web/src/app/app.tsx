import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { WarningHost } from '../components/ui/index.ts';
import { queryClient } from '../lib/query-client.ts';
import type { createAppRouter } from './router.ts';
import { StatusGate } from './status-gate.tsx';

interface Props {
  i18n: I18n;
  router: ReturnType<typeof createAppRouter>;
}

/** The providers every screen needs, the status gate, then the routed site. */
export function App({ i18n, router }: Props) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <StatusGate>
            <RouterProvider router={router} />
          </StatusGate>
          <WarningHost />
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
