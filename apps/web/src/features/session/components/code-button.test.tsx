import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWarningQueue } from '../../../components/ui/warning-queue.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { countdownSeconds } from '../model/countdown.ts';
import { CodeButton } from './code-button.tsx';

const sent = (expiredMinutes: number) => ({
  expiredMinutes,
  sentAt: '2026-01-01T00:00:00Z',
  resendAt: '2026-01-01T00:00:45Z',
});

beforeEach(() => {
  vi.useFakeTimers();
  useWarningQueue.setState({ items: [] });
});
afterEach(() => vi.useRealTimers());

describe('CodeButton', () => {
  it('counts down 60 s × expiredMinutes, disabled until zero', async () => {
    const send = vi.fn(async () => sent(2));
    render(<CodeButton send={send} />);
    const button = screen.getByRole('button', { name: 'Send code' });
    await act(async () => fireEvent.click(button));
    expect(send).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Resend in 120 s');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(button.textContent).toBe('Resend in 60 s');
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(button.textContent).toBe('Send code');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the server message in a warning, e.g. when throttled', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, retry in 5 minutes', 300);
    });
    render(<CodeButton send={send} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    const [warning] = useWarningQueue.getState().items;
    expect(warning?.options.title).toBe('Too many requests, retry in 5 minutes');
    expect(warning?.options.buttons?.[0]?.label).toBe('Confirm');
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('counts from the server clock when told to use resendAt', () => {
    expect(countdownSeconds(sent(5), 'resendAt')).toBe(45);
    expect(countdownSeconds(sent(5))).toBe(300);
  });
});
