import {
  type ModuleNode,
  opsChangeSetting,
  opsShowSettings,
  permissionsOf,
  type ValueOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { renderConsole, signIn } from '../../test/render.tsx';

const node = (modId: string, childrenNodes: ModuleNode[] = []): ModuleNode => ({
  modId,
  enabled: '1',
  childrenNodes,
});

const money = {
  currency: 'MXN',
  singleWallet: false,
  transferVendors: [],
  autoTransfer: false,
  depositChannels: [
    { id: 'bank', name: 'Bank transfer', provider: 'SANDBOX', min: 10, max: 50_000 },
  ],
  withdrawMin: 10,
  withdrawMax: 50_000,
  depositTurnoverMultiple: 1,
  bonusTurnoverMultiple: 3,
  withdrawAutoConfirmMinutes: 60,
  multiWinVendors: [],
  winCapMultiple: 5000,
  kyc: { withdrawalAbove: 5000, lifetimeAbove: null },
  depositExpiryMinutes: 30,
};

const settings: ValueOf<typeof opsShowSettings> = {
  keyId: 'k1',
  maintenance: { on: false, end: null, active: false },
  regionRestriction: { blockedCountries: [], blockedCidrs: [] },
  settings: {
    whitelabel: [node('REGISTRATION', [node('DIRECTREG3'), node('USERNAMEREG3')])],
    registerRules: [
      {
        field: 'username',
        enabled: true,
        required: true,
        minLength: 6,
        maxLength: 16,
        patternId: 2,
      },
    ],
    money,
    accounts: {
      defaultPassword: 'Gh123456',
      passwordMaxAgeDays: 90,
      trialBalance: 2000,
      sessionHours: 24,
      trialSessionHours: 12,
      codeMinutes: 5,
      dialingCountries: ['MX'],
      smsPerHour: 300,
    },
  },
};

const shown = answer(opsShowSettings, settings);
const admin = () => signIn([...permissionsOf('admin')]);

afterEach(() => signIn(null));

describe('the brand settings page', () => {
  it('sends the whole money setting with the edited limit, and says it is saved', async () => {
    const sent = fakeServer(
      shown,
      answer(opsChangeSetting, (r) => ({ key: 'money' as const, value: r.body?.value })),
    );
    admin();
    const user = userEvent.setup();
    renderConsole('/brand');
    const section = await screen.findByRole('region', { name: 'Money limits' });
    const largest = within(section).getByRole('textbox', { name: 'Largest withdrawal' });
    await user.clear(largest);
    await user.type(largest, '20000.5');
    const single = within(section).getByRole('textbox', { name: 'One withdrawal above' });
    await user.clear(single);
    await user.click(within(section).getByRole('button', { name: 'Save money limits' }));
    expect((await within(section).findByRole('status')).textContent).toBe(
      'Saved. The site uses the new values within a second.',
    );
    expect(sent.requests(opsChangeSetting)[0]?.body).toEqual({
      key: 'money',
      // Everything else as it was; an emptied threshold is no rule (null).
      value: {
        ...money,
        withdrawMax: 20000.5,
        kyc: { withdrawalAbove: null, lifetimeAbove: null },
      },
    });
  });

  it('shows a refusal of the server at the field it names', async () => {
    fakeServer(
      shown,
      answer(
        opsChangeSetting,
        failure(400, 'VALIDATION_FAILED', 'Invalid value.0.minLength', [
          { path: 'value.0.minLength', message: 'minLength must not exceed maxLength' },
        ]),
      ),
    );
    admin();
    const user = userEvent.setup();
    renderConsole('/brand');
    const section = await screen.findByRole('region', { name: 'Registration rules' });
    const min = within(section).getByRole('textbox', { name: 'username minimum length' });
    await user.clear(min);
    await user.type(min, '20');
    await user.click(within(section).getByRole('button', { name: 'Save registration rules' }));
    expect((await within(section).findByRole('alert')).textContent).toContain(
      'Some fields are not valid',
    );
    expect(min.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(min.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('minLength must not exceed maxLength');
    // The other sections are untouched by this refusal.
    const money = screen.getByRole('region', { name: 'Money limits' });
    expect(within(money).queryByRole('alert')).toBeNull();
  });

  it('turns a feature switch off in the module tree it sends', async () => {
    const sent = fakeServer(
      shown,
      answer(opsChangeSetting, (r) => ({ key: 'whitelabel' as const, value: r.body?.value })),
    );
    admin();
    const user = userEvent.setup();
    renderConsole('/brand');
    const section = await screen.findByRole('region', { name: 'Feature switches' });
    const button = within(section).getByRole('switch', { name: 'Register button' });
    expect((button as HTMLInputElement).checked).toBe(true);
    await user.click(button);
    await user.click(within(section).getByRole('button', { name: 'Save feature switches' }));
    await within(section).findByRole('status');
    expect(sent.requests(opsChangeSetting)[0]?.body).toEqual({
      key: 'whitelabel',
      value: [
        {
          ...node('REGISTRATION'),
          childrenNodes: [{ ...node('DIRECTREG3'), enabled: '0' }, node('USERNAMEREG3')],
        },
      ],
    });
  });

  it('shows a role that may only read the values, unchangeable, with no save', async () => {
    fakeServer(shown);
    signIn([...permissionsOf('support')], { role: 'support' });
    renderConsole('/brand');
    const section = await screen.findByRole('region', { name: 'Money limits' });
    const smallest = within(section).getByRole('textbox', { name: 'Smallest withdrawal' });
    expect((smallest as HTMLInputElement).value).toBe('10');
    expect((smallest as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Registration by username' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(screen.getByText('Your role can read these settings but not change them.')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Site state' }).getAttribute('href')).toBe(
      '/settings',
    );
  });
});
