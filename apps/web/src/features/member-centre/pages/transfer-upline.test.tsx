import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { cached, offline } from '../../../test/fake-server.ts';
import { walletsQuery } from '../../wallet/index.ts';
import { member, renderMemberCentre } from '../test-utils.tsx';

// The page is imported on first render; loading it once here keeps each test's waits short.
beforeAll(() => import('../../wallet/pages.ts'));

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  vi.restoreAllMocks();
});

const wallets = { sumBalance: 80, main: 80, bonus: 0, held: 0, isSingle: true, vendors: [] };

function renderUpline(over: { toUpline: boolean; hasPaymentPassword: boolean }) {
  renderMemberCentre({
    page: 'transferUpline',
    member: member(over),
    answers: [cached(walletsQuery(), wallets)],
  });
}

describe('Transfer to upline', () => {
  it('tells a player with no agent that there is no upline', async () => {
    renderUpline({ toUpline: false, hasPaymentPassword: true });
    expect(await screen.findByText(/not registered under an agent/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send to upline' })).toBeNull();
  });

  it('asks for a payment password first', async () => {
    renderUpline({ toUpline: true, hasPaymentPassword: false });
    expect(await screen.findByRole('button', { name: 'Go to the security centre' })).toBeTruthy();
  });

  it('refuses more than the main wallet holds, before sending', async () => {
    const { fetch } = offline();
    const user = userEvent.setup();
    renderUpline({ toUpline: true, hasPaymentPassword: true });
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '80.01');
    await user.type(screen.getByLabelText('Payment password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send to upline' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'That is more than the available balance (80.00).',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
