import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { offline } from '../../../test/fake-server.ts';
import { member, renderMemberCentre } from '../test-utils.tsx';

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  vi.restoreAllMocks();
});

const region = (name: string) => screen.findByRole('region', { name });

/** What the page sent (reads aside: the responsible-gaming section asks its figures on opening). */
const sent = (fetch: ReturnType<typeof offline>['fetch']) =>
  fetch.mock.calls.filter(
    ([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') !== 'GET',
  );

describe('Security centre', () => {
  it('refuses a gif and a 600 KB image before uploading anything', async () => {
    const { fetch } = offline();
    // accept="image/png,image/jpeg" is only a hint to the picker: a person can still pick a gif.
    const user = userEvent.setup({ applyAccept: false });
    renderMemberCentre();
    const avatar = await region('Avatar');
    const input = within(avatar).getByLabelText('Upload an avatar');

    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(within(avatar).getByRole('alert').textContent).toBe(
      'Only PNG or JPG images can be used.',
    );

    const big = new File([new Uint8Array(600 * 1024)], 'me.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(within(avatar).getByRole('alert').textContent).toBe('The image is larger than 512 KB.');
    expect(sent(fetch)).toEqual([]);
  });

  it('marks the current static avatar as pressed', async () => {
    renderMemberCentre();
    const avatar = await region('Avatar');
    const choices = within(avatar).getAllByRole('button', { name: /^Avatar \d$/ });
    expect(choices.map((c) => c.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
  });

  it('shows a bound social account read-only and lets the others be set once', async () => {
    renderMemberCentre({ member: member({ socials: { line: 'my.line', whatsapp: null } }) });
    const social = await region('Social accounts');
    const line = within(social).getByRole('textbox', { name: 'LINE' });
    expect(line).toHaveProperty('readOnly', true);
    expect(line).toHaveProperty('value', 'my.line');
    expect(within(social).getByRole('textbox', { name: 'WhatsApp' })).toHaveProperty(
      'readOnly',
      false,
    );
    expect(within(social).getByText(/cannot be undone or changed/)).toBeTruthy();
  });

  it('asks for the login password to set a first payment password, and checks the confirmation', async () => {
    const { fetch } = offline();
    const user = userEvent.setup();
    renderMemberCentre();
    const payment = await region('Payment password');
    expect(within(payment).queryByLabelText('Current payment password')).toBeNull();
    await user.type(within(payment).getByLabelText('Login password'), 'secret1');
    await user.type(within(payment).getByLabelText('New payment password'), '123456');
    await user.type(within(payment).getByLabelText('Confirm payment password'), '654321');
    await user.click(within(payment).getByRole('button', { name: 'Set payment password' }));
    expect(within(payment).getByRole('alert').textContent).toBe('The confirmation does not match.');
    expect(sent(fetch)).toEqual([]);
  });

  it('asks for the old payment password to change it', async () => {
    renderMemberCentre({ member: member({ hasPaymentPassword: true }) });
    const payment = await region('Payment password');
    expect(within(payment).getByLabelText('Current payment password')).toBeTruthy();
    expect(within(payment).getByRole('button', { name: 'Change payment password' })).toBeTruthy();
  });

  it('shows the masked mobile, an unbound email, and a bound authenticator for good', async () => {
    renderMemberCentre({
      member: member({ mobile: '55****78', countryDialingCode: '52', totpBound: true }),
    });
    expect((await region('Mobile number')).textContent).toContain('+52 55****78');
    expect(within(await region('Email')).getByText('Not bound')).toBeTruthy();
    const totp = await region('Authenticator');
    expect(within(totp).getByText('Bound')).toBeTruthy();
    expect(within(totp).getByText(/cannot be removed/)).toBeTruthy();
    expect(within(totp).queryByRole('button')).toBeNull();
  });

  it('opens the change-password dialog for the login password', async () => {
    const user = userEvent.setup();
    renderMemberCentre();
    const login = await region('Login password');
    await user.click(within(login).getByRole('button', { name: 'Change login password' }));
    expect(useDialogs.getState().open).toBe('changePassword');
  });
});
