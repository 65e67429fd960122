import { getSiteConfig, login } from '@gamehall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { answer, failure, fakeServer, publicKeyAnswer } from '../../../test/fake-server.ts';
import { siteConfig } from '../../../test/site.ts';
import { wantsCaptcha } from '../model/errors.ts';
import { renderSession } from '../test-utils.tsx';
import { LoginForm } from './login-form.tsx';

describe('LoginForm', () => {
  it('requires username and password', async () => {
    const onResult = vi.fn();
    renderSession(<LoginForm type="username" onResult={onResult} sliderGap={40} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Input cannot be empty',
      'Input cannot be empty',
    ]);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('asks for the slider check before calling the server', async () => {
    const onResult = vi.fn();
    renderSession(<LoginForm type="username" onResult={onResult} sliderGap={40} />);
    await userEvent.type(screen.getByLabelText('Username'), 'player1');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please complete verification first',
    );
    expect(onResult).not.toHaveBeenCalled();
  });

  it('shows the image captcha when told, with a labelled input and refresh', async () => {
    renderSession(<LoginForm type="username" onResult={vi.fn()} captchaShown />);
    expect(screen.getByLabelText('Captcha')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New captcha image' })).toBeTruthy();
    // No server in component tests: the picture fails to load and says so.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The captcha image could not be loaded, try a new one',
      ),
    );
  });

  it('has mobile, dialing code and a code button on the sms tab', () => {
    renderSession(<LoginForm type="sms" onResult={vi.fn()} />);
    expect(screen.getByLabelText('Mobile number')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Dialing code' })).toBeTruthy();
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('reads the captcha request from a failure answer', () => {
    expect(
      wantsCaptcha(new ApiError(401, 'LOGIN_FAILED', 'no', undefined, { captcha: true })),
    ).toBe(true);
    expect(wantsCaptcha(new ApiError(401, 'LOGIN_FAILED', 'no'))).toBe(false);
    expect(wantsCaptcha(new ApiError(400, 'CAPTCHA_REQUIRED', 'captcha'))).toBe(true);
  });

  it('tells a player on a break until when, in the brand’s time, instead of the server’s English', async () => {
    const server = fakeServer(
      publicKeyAnswer(),
      answer(getSiteConfig, siteConfig({ timeZone: 'America/Mexico_City' })),
      answer(
        login,
        failure(403, 'PLAYER_EXCLUDED', 'Player excluded', {
          kind: 'COOL_OFF',
          until: '2026-03-04T18:00:00.000Z',
        }),
      ),
    );
    const user = userEvent.setup();
    const onResult = vi.fn();
    renderSession(<LoginForm type="username" onResult={onResult} sliderGap={40} />);
    await user.type(screen.getByLabelText('Username'), 'player1');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    screen.getByRole('slider', { name: 'Verification slider' }).focus();
    await user.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have taken a break until 2026-03-04 12:00:00. You can log in again after that.',
    );
    expect(server.requests(login)).toHaveLength(1);
    expect(onResult).not.toHaveBeenCalled();
  });
});
