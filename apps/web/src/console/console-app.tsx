import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ApiError } from '../lib/api-client.ts';
import { useStaffSession } from './lib/staff-session.ts';
import { LoginPage } from './login/login-page.tsx';
import { CONSOLE_PAGES } from './pages/registry.ts';
import { Shell } from './shell/shell.tsx';

const client = new QueryClient({
  defaultOptions: {
    // A refusal (4xx) is an answer, not a blip: only a lost connection is asked again.
    queries: {
      retry: (count, err) => count < 2 && err instanceof ApiError && err.status === 0,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/** The console's routes: the login, and the pages the staff member's role may open. */
export function ConsoleRoutes() {
  const session = useStaffSession();
  const { t } = useTranslation();
  if (!session) return <LoginPage />;
  const pages = CONSOLE_PAGES.filter((p) => session.permissions.includes(p.permission));
  return (
    <Routes>
      <Route element={<Shell pages={pages} />}>
        {pages.map(({ path, Component }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<p role="status">{t('cs_loading')}</p>}>
                <Component />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={<Navigate to={`/${pages[0]?.path ?? 'settings'}`} replace />} />
      </Route>
    </Routes>
  );
}

export function ConsoleApp() {
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter basename="/console">
        <ConsoleRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
