import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSession } from '../features/session/test-utils.tsx';
import { useDialogs } from '../lib/dialog-store.ts';
import { useSession } from '../lib/session-store.ts';
import { DialogHost } from './dialog-host.tsx';

afterEach(() => {
  useDialogs.setState({ open: null, page: undefined });
  useSession.setState({ token: null });
});

describe('DialogHost', () => {
  it('renders nothing until a dialog is opened, then loads it', async () => {
    renderSession(<DialogHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useDialogs.getState().openDialog('login', 'username'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Verification slider' })).toBeTruthy();
    act(() => useDialogs.getState().close());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the mobile tab only with MOBILEVERCODELOGIN3', async () => {
    renderSession(<DialogHost />, { features: ['MOBILEVERCODELOGIN3'] });
    act(() => useDialogs.getState().openDialog('login', 'sms'));
    const tab = await screen.findByRole('tab', { name: 'Mobile number' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Username' }).getAttribute('aria-selected')).toBe(
      'false',
    );
  });

  it('does not open the register dialog for a logged-in member', async () => {
    useSession.setState({ token: 't' });
    renderSession(<DialogHost />);
    act(() => useDialogs.getState().openDialog('register'));
    expect(useDialogs.getState().open).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
