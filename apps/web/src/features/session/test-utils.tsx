/**
 * Test helper: renders session pieces with server answers pre-filled in a QueryClient
 * (no fetch mocking) inside a MemoryRouter; texts come from the global test i18next.
 */
import type { ModuleNode } from '@gamehall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { countriesQuery, whitelabelQuery } from '../system/index.ts';

export const modules = (...on: string[]): ModuleNode[] =>
  on.map((modId) => ({ modId, enabled: '1', childrenNodes: [] }));

export function renderSession(ui: ReactElement, { features = [] as string[] } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(whitelabelQuery().queryKey, modules(...features));
  client.setQueryData(countriesQuery().queryKey, [
    { countryCode: 'MX', countryDialingCode: '52', name: 'Mexico' },
    { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
  ]);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
