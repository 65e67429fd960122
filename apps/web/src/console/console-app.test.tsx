import {
  opsCreateStaff,
  opsListStaff,
  opsShowSettings,
  opsStaffLogin,
  opsStaffVerify,
  type Permission,
  type ValueOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, failure, fakeServer } from '../test/fake-server.ts';
import { setStaffSession } from './lib/staff-session.ts';
import { renderConsole, staff } from './test/render.tsx';

const verified = (permissions: Permission[], recoveryCodes: string[] | null = null) =>
  ({
    token: 'staff_token',
    staff: staff(),
    permissions,
    recoveryCodes,
  }) satisfies ValueOf<typeof opsStaffVerify>;

const settings: ValueOf<typeof opsShowSettings> = {
  keyId: '',
  maintenance: { on: false, end: null, active: false },
  regionRestriction: { blockedCountries: ['US'], blockedCidrs: [] },
  settings: {},
};

beforeEach(() => setStaffSession(null));
afterEach(() => {
  setStaffSession(null);
  sessionStorage.clear();
});

describe('the console login', () => {
  it('enrols the authenticator from the QR code, shows the recovery codes once, then opens', async () => {
    const sent = fakeServer(
      answer(opsStaffLogin, {
        challenge: 'c'.repeat(32),
        enrol: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' },
      }),
      answer(opsStaffVerify, verified(['settings.read'], ['abcd-efgh-jkmn'])),
      answer(opsShowSettings, settings),
    );
    const user = userEvent.setup();
    renderConsole();
    await user.type(screen.getByLabelText('Account'), 'boss');
    await user.type(screen.getByLabelText('Password'), 'console-pass-1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('img', {
        name: 'QR code to add this account to an authenticator app',
      }),
    ).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getByText('abcd-efgh-jkmn')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have kept them — open the console' }));
    expect(await screen.findByRole('heading', { name: 'Site state' })).toBeTruthy();
    expect(sent.requests(opsStaffVerify)[0]?.body).toEqual({
      challenge: 'c'.repeat(32),
      code: '123456',
    });
    // Every console call carries the staff token as a bearer header.
    expect(sent.requests(opsShowSettings)[0]?.headers.get('authorization')).toBe(
      'Bearer staff_token',
    );
  });

  it('says why a login was refused, in words that say what to do', async () => {
    fakeServer(answer(opsStaffLogin, failure(401, 'STAFF_LOGIN_FAILED')));
    const user = userEvent.setup();
    renderConsole();
    await user.type(screen.getByLabelText('Account'), 'boss');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wrong account or password. Check both and try again.',
    );
  });

  it('takes a recovery code instead of the authenticator’s', async () => {
    const sent = fakeServer(
      answer(opsStaffLogin, { challenge: 'c'.repeat(32), enrol: null }),
      answer(opsStaffVerify, verified(['settings.read'])),
      answer(opsShowSettings, settings),
    );
    const user = userEvent.setup();
    renderConsole();
    await user.type(screen.getByLabelText('Account'), 'boss');
    await user.type(screen.getByLabelText('Password'), 'console-pass-1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCD-EFGH-JKMN');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Site state' });
    expect(sent.requests(opsStaffVerify)[0]?.body?.code).toBe('abcd-efgh-jkmn');
  });
});

describe('the console pages', () => {
  it('shows only the pages the role may open', async () => {
    fakeServer(answer(opsShowSettings, settings));
    setStaffSession({
      token: 't',
      staff: staff({ role: 'finance' }),
      permissions: ['settings.read'],
    });
    renderConsole('/staff');
    const menu = screen.getByRole('navigation', { name: 'Console menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Site state', 'Brand settings']);
    // An address of a page the role lacks lands on one it has.
    expect(await screen.findByRole('heading', { name: 'Site state' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn maintenance on' })).toBeNull();
  });

  it('creates a staff account and shows its password once', async () => {
    const sent = fakeServer(
      answer(opsListStaff, { staff: [staff()] }),
      answer(opsCreateStaff, {
        staff: staff({ id: 2, account: 'cashier1', role: 'finance', enrolled: false }),
        password: 'generated-pass-123',
      }),
    );
    setStaffSession({
      token: 't',
      staff: staff(),
      permissions: ['settings.read', 'staff.manage', 'audit.read'],
    });
    const user = userEvent.setup();
    renderConsole('/staff');
    await screen.findByRole('heading', { name: 'Staff' });
    const form = screen.getByRole('region', { name: 'New staff account' });
    await user.type(within(form).getByLabelText('Account'), 'cashier1');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Finance');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect((await within(form).findByRole('status')).textContent).toContain('generated-pass-123');
    expect(sent.requests(opsCreateStaff)[0]?.body).toEqual({
      account: 'cashier1',
      role: 'finance',
    });
    // Their own row: no disabling oneself, no changing one's own role.
    const mine = screen.getByRole('row', { name: /boss/ });
    expect(within(mine).getByRole('button', { name: 'Disable' })).toHaveProperty('disabled', true);
  });
});
