import { getCaptcha } from '@gamehall/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWarningQueue } from '../../../components/ui/warning-queue.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { answer, fakeServer } from '../../../test/fake-server.ts';
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

  describe('with a code to a phone, asks for the image captcha first', () => {
    const captchaKeys: string[] = [];
    beforeEach(() => {
      vi.useRealTimers();
      captchaKeys.length = 0;
      // The captcha picture the server would draw for the key the site picked.
      fakeServer(
        answer(getCaptcha, (request) => {
          captchaKeys.push(request.query.get('key') ?? '');
          return 'iVBORw0KGgo=';
        }),
      );
    });
    afterEach(() => vi.restoreAllMocks());

    it('sends the answer with its key, then counts down', async () => {
      const send = vi.fn(async (ask: () => Promise<unknown>) => {
        await ask();
        return sent(1);
      });
      render(<CodeButton send={send} />);
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
      const prompt = await screen.findByRole('dialog', {
        name: 'Type the characters to get your code',
      });
      await within(prompt).findByRole('img', { name: 'Captcha image' });
      fireEvent.click(within(prompt).getByRole('button', { name: 'Send code' }));
      expect(within(prompt).getByRole('alert').textContent).toBe('Please enter the captcha');
      fireEvent.change(within(prompt).getByLabelText('Captcha'), { target: { value: ' ab12 ' } });
      fireEvent.click(within(prompt).getByRole('button', { name: 'Send code' }));
      await screen.findByRole('button', { name: 'Resend in 60 s' });
      expect(await send.mock.results[0]?.value).toEqual(sent(1));
      expect(send).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(captchaKeys).toHaveLength(1);
    });

    it('hands over exactly the typed answer and the key of the picture shown', async () => {
      let answer: unknown;
      render(
        <CodeButton
          send={async (ask) => {
            answer = await ask();
            return sent(1);
          }}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
      const prompt = await screen.findByRole('dialog');
      await within(prompt).findByRole('img', { name: 'Captcha image' });
      fireEvent.change(within(prompt).getByLabelText('Captcha'), { target: { value: 'XY9Z' } });
      fireEvent.click(within(prompt).getByRole('button', { name: 'Send code' }));
      await screen.findByRole('button', { name: 'Resend in 60 s' });
      expect(answer).toEqual({ captcha: 'XY9Z', captchaKey: captchaKeys[0] });
    });

    it('closing the prompt sends nothing and warns about nothing', async () => {
      const sendSms = vi.fn();
      render(
        <CodeButton
          send={async (ask) => {
            await ask();
            sendSms();
            return sent(1);
          }}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
      const prompt = await screen.findByRole('dialog');
      fireEvent.click(within(prompt).getByRole('button', { name: 'Close' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sendSms).not.toHaveBeenCalled();
      expect(useWarningQueue.getState().items).toEqual([]);
      await vi.waitFor(() =>
        expect(
          (screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled,
        ).toBe(false),
      );
    });
  });
});
