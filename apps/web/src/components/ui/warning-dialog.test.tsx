import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadWarningDialog, showWarning, WarningHost } from './warning-host.tsx';
import { useWarningQueue } from './warning-queue.ts';

afterEach(() => {
  act(() => useWarningQueue.setState({ items: [] }));
  vi.useRealTimers();
});

// First in the file, before anything has loaded the dialog's chunk.
describe('WarningHost, first warning', () => {
  it('shows nothing until a warning is queued, then loads the dialog', async () => {
    const { container } = render(<WarningHost />);
    expect(container.innerHTML).toBe('');
    act(() => {
      showWarning({ title: 'Session expired' });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Session expired' })).toBeTruthy();
  });
});

describe('WarningHost', () => {
  beforeAll(preloadWarningDialog);

  it('shows the title, the sanitised html and a default confirm button', async () => {
    const user = userEvent.setup();
    render(<WarningHost />);
    act(() => {
      showWarning({
        icon: 'error',
        title: 'Login failed',
        html: '<b>Wrong password</b><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Login failed' });
    expect((await within(dialog).findByText('Wrong password')).tagName).toBe('B');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    // The body describes the dialog, so it is read out with the title.
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    // The icon is decoration: the title says what kind of message it is.
    expect(dialog.querySelector('svg[aria-hidden="true"] circle')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows queued warnings one at a time, in order', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<WarningHost />);
    act(() => {
      showWarning({ title: 'First' });
      showWarning({
        title: 'Second',
        buttons: [{ label: 'Cancel' }, { label: 'Retry', onClick: onRetry }],
      });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'First' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes on the cover unless cover is false', async () => {
    const user = userEvent.setup();
    render(<WarningHost />);
    act(() => {
      showWarning({ title: 'Closable' });
      showWarning({ title: 'Sticky', cover: false });
    });
    const cover = () => screen.getByRole('alertdialog').parentElement as HTMLElement;
    await user.click(cover());
    expect(screen.getByRole('alertdialog', { name: 'Sticky' })).toBeTruthy();
    await user.click(cover());
    expect(screen.getByRole('alertdialog', { name: 'Sticky' })).toBeTruthy();
  });

  it('closes by itself after autoCloseMs and reports it once', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<WarningHost />);
    act(() => {
      showWarning({ title: 'Saved', icon: 'success', autoCloseMs: 2000, onClose });
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('alertdialog', { name: 'Saved' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can be withdrawn by the code that showed it', () => {
    render(<WarningHost />);
    let withdraw = () => {};
    act(() => {
      withdraw = showWarning({ title: 'Waiting for payment' });
    });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    act(() => withdraw());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
