import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { renderSession } from '../test-utils.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

afterEach(() => useSession.setState({ token: null, password: null }));

describe('ChangePasswordDialog', () => {
  it('cannot be dismissed when forced', async () => {
    const onClose = vi.fn();
    renderSession(<ChangePasswordDialog page="forced" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    fireEvent.click(dialog.parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('closes normally when not forced', async () => {
    const onClose = vi.fn();
    renderSession(<ChangePasswordDialog onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for the old password only when none is held', () => {
    useSession.setState({ token: 't', password: 'typed-at-login' });
    const { unmount } = renderSession(<ChangePasswordDialog onClose={vi.fn()} />);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    unmount();
    useSession.setState({ password: null });
    renderSession(<ChangePasswordDialog onClose={vi.fn()} />);
    expect(screen.getByLabelText('Current password')).toBeTruthy();
  });

  it('checks the confirmation', async () => {
    renderSession(<ChangePasswordDialog onClose={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Current password'), 'old-pass1');
    await userEvent.type(screen.getByLabelText('New password'), 'newpass12');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'newpass13');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect confirmation input');
  });
});
