import { getBalance } from '@gamehall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { siteConfig } from '../../../test/site.ts';
import { siteConfigQuery } from '../../system/index.ts';
import { balanceQuery } from '../api/get-balance.ts';
import { useBalanceMask } from '../model/balance-mask.ts';
import { BalanceDisplay } from './balance-display.tsx';

function renderBalance(sumBalance: number) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(siteConfigQuery().queryKey, siteConfig({ currencySymbol: '¥' }));
  client.setQueryData(balanceQuery().queryKey, { sumBalance });
  return render(
    <QueryClientProvider client={client}>
      <BalanceDisplay />
    </QueryClientProvider>,
  );
}

const amount = () => within(screen.getByRole('group', { name: 'Balance' }));

beforeEach(() => useSession.setState({ token: 't' }));
afterEach(() => {
  useSession.setState({ token: null });
  useBalanceMask.setState({ hidden: false });
  vi.restoreAllMocks();
});

describe('BalanceDisplay', () => {
  it('shows the balance with the symbol, 2 decimals and thousands separators', () => {
    renderBalance(1234567.5);
    expect(amount().getByText('¥1,234,567.50')).toBeTruthy();
  });

  it('masks the balance with *** and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = renderBalance(10);
    const hide = screen.getByRole('button', { name: 'Hide balance' });
    expect(hide.getAttribute('aria-pressed')).toBe('false');
    await user.click(hide);
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    expect(amount().getByText('***')).toBeTruthy();
    expect(amount().queryByText('¥10.00')).toBeNull();
    expect(localStorage.getItem('balanceHidden')).toBe('1');
    unmount();
    renderBalance(10);
    expect(amount().getByText('***')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(amount().getByText('¥10.00')).toBeTruthy();
    expect(localStorage.getItem('balanceHidden')).toBeNull();
  });

  it('starts hidden on the next visit when the player hid it before', async () => {
    localStorage.setItem('balanceHidden', '1');
    vi.resetModules();
    const { useBalanceMask: fresh } = await import('../model/balance-mask.ts');
    expect(fresh.getState().hidden).toBe(true);
  });

  it("says 'balance updating' while it refreshes", async () => {
    const user = userEvent.setup();
    // The request stays open: what is under test is the display while it waits.
    const site = fakeServer(answer(getBalance, () => new Promise<never>(() => undefined)));
    renderBalance(10);
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    await user.click(refresh);
    const live = amount().getByText('Balance updating');
    expect(live.closest('[aria-live="polite"]')).toBeTruthy();
    expect(refresh).toHaveProperty('disabled', true);
    expect(site.requests(getBalance)).toHaveLength(1);
  });
});
