import { getCountries } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useCountries } from '../features/system/index.ts';
import { answer, fakeServer } from '../test/fake-server.ts';
import { testQueryClient } from '../test/query-client.ts';
import { expectFirstScreen, firstScreenCommitted } from './first-screen.ts';

/*
 * Issue 20 (decision 025): on a first visit, what the first screen does not show waits
 * until it has painted, so a phone's few connections go to the page's own code and data.
 */
describe('calls that wait for the first screen', () => {
  it('asks for the country list only once the first screen has painted', async () => {
    const server = fakeServer(answer(getCountries, []));
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    expectFirstScreen();
    const { result } = renderHook(() => useCountries(), { wrapper });
    // Rendered, a while passes: nothing asked while the first screen is on its way.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests(getCountries)).toEqual([]);
    expect(result.current.fetchStatus).toBe('idle');

    firstScreenCommitted();
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(server.requests(getCountries)).toHaveLength(1);
  });

  it('asks at once for a screen rendered outside boot', async () => {
    const server = fakeServer(answer(getCountries, []));
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCountries(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(server.requests(getCountries)).toHaveLength(1);
  });
});
