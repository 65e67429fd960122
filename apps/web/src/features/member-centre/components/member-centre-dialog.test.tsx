import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWarningQueue } from '../../../components/ui/warning-queue.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { member, renderMemberCentre } from '../test-utils.tsx';

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  useWarningQueue.setState({ items: [] });
  vi.restoreAllMocks();
});

describe('MemberCentreDialog', () => {
  it('falls back to the security centre for an unknown page and marks it active', async () => {
    renderMemberCentre({ page: 'noSuchPage' });
    const dialog = screen.getByRole('dialog', { name: 'Member centre' });
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    const entry = within(menu).getByRole('button', { name: 'My account' });
    expect(entry.getAttribute('aria-current')).toBe('page');
    expect(await within(dialog).findByRole('region', { name: 'Profile' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'My account' })).toBeTruthy();
  });

  it('opens on the security centre by default and closes with its button', async () => {
    renderMemberCentre();
    await screen.findByRole('region', { name: 'Recent security activity' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(useDialogs.getState().open).toBeNull();
  });

  it('shows no panel until the member info has loaded', () => {
    // The request stays open: the panel must wait for it.
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
    renderMemberCentre({ member: null });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never shows a trial account the member centre', () => {
    renderMemberCentre({ member: member({ type: 4 }) });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useDialogs.getState().open).toBeNull();
    expect(useWarningQueue.getState().items).toHaveLength(1);
  });

  it('lists the security activity in the brand time zone', async () => {
    renderMemberCentre({
      log: [{ event: 'login', at: '2025-03-02T00:05:09.000Z', ip: '203.0.113.9' }],
    });
    const log = await screen.findByRole('region', { name: 'Recent security activity' });
    const cells = within(log)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['Login', '2025-03-01 18:05:09', '203.0.113.9']);
  });
});
