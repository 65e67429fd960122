import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
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
});
