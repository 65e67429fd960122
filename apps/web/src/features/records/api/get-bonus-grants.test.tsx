import { type BonusGrant, getBonusGrants } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { balanceQuery } from '../../wallet/index.ts';
import { useBonusGrants } from './get-bonus-grants.ts';

/*
 * Bonus details bring the wagering up to date on the server, which may release a bonus to
 * the main wallet after the header's balance answered: then the balance is asked again.
 */

const released = (closedAt: string): BonusGrant => ({
  id: 7,
  at: '2026-11-20T15:00:00.000Z',
  amount: 300,
  required: 900,
  counted: 900,
  state: 'RELEASED',
  expiresAt: null,
  closedAt,
  remark: null,
});

function grantsSeen(closedAt: string) {
  fakeServer(answer(getBonusGrants, { list: [released(closedAt)], weights: {} }));
  const client = testQueryClient();
  client.setQueryData(balanceQuery().queryKey, { sumBalance: 300 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useBonusGrants(), { wrapper });
  const balance = () => client.getQueryState(balanceQuery().queryKey);
  return { hook, balance };
}

describe('bonus grants and the header balance', () => {
  it('asks the balance again when a bonus was released after it answered', async () => {
    const { hook, balance } = grantsSeen(new Date(Date.now() + 1_000).toISOString());
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(balance()?.isInvalidated).toBe(true));
  });

  it('asks it again for a release just before it answered (it was read before)', async () => {
    const { hook, balance } = grantsSeen(new Date(Date.now() - 2_000).toISOString());
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(balance()?.isInvalidated).toBe(true));
  });

  it('leaves the balance alone when the release was long in it', async () => {
    const { hook, balance } = grantsSeen(new Date(Date.now() - 3_600_000).toISOString());
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(balance()?.isInvalidated).toBe(false);
  });
});
