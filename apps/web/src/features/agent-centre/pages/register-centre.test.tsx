import {
  createDownline,
  createInviteLink,
  getAgentInfo,
  getInviteLinks,
  type InviteLink,
  revokeInviteLink,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Answer,
  answer,
  failure,
  fakeServer,
  publicKeyAnswer,
} from '../../../test/fake-server.ts';
import { endAgentCentre, renderAgentCentre } from '../test-utils.tsx';

beforeAll(() => import('./team.ts'));

afterEach(() => {
  endAgentCentre();
  // The clipboards the tests put on the navigator go with them.
  Reflect.deleteProperty(navigator, 'clipboard');
});

const agentInfo = answer(getAgentInfo, {
  account: 'agent01',
  type: 1,
  affiliateCode: 'OWN777',
  downlineCount: 2,
});

const link = (over: Partial<InviteLink>): InviteLink => ({
  id: 1,
  code: 'PLY111',
  type: 'PLAYER',
  contracts: [],
  registrations: 4,
  createdAt: '2025-03-01T18:00:00.000Z',
  ...over,
});

/** The agent's links as the fake server keeps them: created, listed, revoked. */
let links: InviteLink[] = [];
beforeEach(() => {
  links = [
    link({}),
    link({
      id: 2,
      code: 'AGT222',
      type: 'AGENT',
      registrations: 0,
      contracts: [
        {
          kind: 'DIVIDEND',
          terms: {
            tiers: [
              { minVolume: 0, minActive: 0, rate: 10 },
              { minVolume: 5000, minActive: 3, rate: 20 },
            ],
            period: 'M',
          },
        },
      ],
    }),
  ];
});
const linkCalls: Answer[] = [
  answer(getInviteLinks, () => ({ list: [...links] })),
  answer(createInviteLink, (r) => {
    const made = link({
      id: 3,
      code: 'NEW333',
      type: r.body?.type ?? 'PLAYER',
      contracts: r.body?.contracts ?? [],
      registrations: 0,
    });
    links = [made, ...links];
    return made;
  }),
  answer(revokeInviteLink, (r) => {
    links = links.filter((l) => l.id !== r.body?.id);
    return { id: r.body?.id ?? 0 };
  }),
];

function renderRegisterCentre(features?: string[]) {
  return renderAgentCentre({ page: 'agentRegisterCenter', features });
}

const openAccount = () => screen.getByRole('region', { name: 'Open an account' });

describe('Open an account', () => {
  it('asks for every field before sending', async () => {
    const server = fakeServer(
      agentInfo,
      publicKeyAnswer(),
      answer(createDownline, failure(500, 'INTERNAL')),
      ...linkCalls,
    );
    const user = userEvent.setup();
    renderRegisterCentre();
    const form = within(await screen.findByRole('region', { name: 'Open an account' }));
    await user.click(form.getByRole('button', { name: 'Open account' }));
    expect(form.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'This field is required.',
      'This field is required.',
      'This field is required.',
    ]);
    await user.type(form.getByRole('textbox', { name: 'Account' }), 'newbie');
    await user.type(form.getByLabelText('Password'), 'abc12345');
    await user.type(form.getByLabelText('Confirm password'), 'abc12399');
    await user.click(form.getByRole('button', { name: 'Open account' }));
    expect(form.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(form.getByRole('alert').textContent).toBe('The passwords do not match.');
    expect(server.requests(createDownline)).toHaveLength(0);
  });

  it('shows the server’s refusals on their fields', async () => {
    const server = fakeServer(
      agentInfo,
      publicKeyAnswer(),
      answer(createDownline, (_, nth) =>
        nth === 1
          ? failure(400, 'VALIDATION_FAILED', 'Invalid', {
              account: { kind: 'pattern', patternId: 2, min: 4, max: 16 },
              password: { kind: 'pattern', patternId: 6, min: 8, max: 20 },
            })
          : failure(409, 'ACCOUNT_EXISTS', 'This account already exists'),
      ),
      ...linkCalls,
    );
    const user = userEvent.setup();
    renderRegisterCentre();
    const form = within(await screen.findByRole('region', { name: 'Open an account' }));
    const account = form.getByRole('textbox', { name: 'Account' });
    await user.type(account, '1x');
    await user.type(form.getByLabelText('Password'), 'short');
    await user.type(form.getByLabelText('Confirm password'), 'short');
    await user.click(form.getByRole('button', { name: 'Open account' }));
    await vi.waitFor(() => expect(account.getAttribute('aria-invalid')).toBe('true'), {
      timeout: 5000,
    });
    const described = (el: HTMLElement) =>
      document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;
    // The brand's rule in the site's words (product §5 reg_pattern_<id>), with its bounds.
    expect(described(account)).toBe('4-16 letters and digits, starting with a letter');
    expect(described(form.getByLabelText('Password'))).toBe(
      '8-20 characters with both letters and digits',
    );
    expect(form.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBeNull();

    await user.clear(account);
    await user.type(account, 'taken1');
    await user.click(form.getByRole('button', { name: 'Open account' }));
    await vi.waitFor(() =>
      expect(described(account)).toBe('This account already exists. Choose another.'),
    );
    expect(server.requests(createDownline)).toHaveLength(2);
  });

  it('opens an agent account and shows its code and the first-login note', async () => {
    const server = fakeServer(
      agentInfo,
      publicKeyAnswer(),
      answer(createDownline, { account: 'subagent', type: 1, affiliateCode: 'SUB999' }),
      ...linkCalls,
    );
    const user = userEvent.setup();
    renderRegisterCentre();
    const form = within(await screen.findByRole('region', { name: 'Open an account' }));
    await user.type(form.getByRole('textbox', { name: 'Account' }), 'SubAgent');
    await user.type(form.getByLabelText('Password'), 'abc12345');
    await user.type(form.getByLabelText('Confirm password'), 'abc12345');
    await user.click(form.getByRole('radio', { name: 'Agent' }));
    await user.click(form.getByRole('button', { name: 'Open account' }));
    const status = await form.findByText(
      'The agent account subagent was opened.',
      {},
      { timeout: 5000 },
    );
    const region = status.closest('[role="status"]') as HTMLElement;
    expect(region.textContent).toContain('Its invitation code: SUB999');
    expect(region.textContent).toContain(
      'Give the member this password: they must change it the first time they log in.',
    );
    expect(server.requests(createDownline)).toHaveLength(1);
    // Ready for the next account, of the same type.
    expect((form.getByRole('textbox', { name: 'Account' }) as HTMLInputElement).value).toBe('');
    expect((form.getByRole('radio', { name: 'Agent' }) as HTMLInputElement).checked).toBe(true);
    expect(openAccount()).toBeTruthy();
  });
});

describe('Registration links', () => {
  it('shows the agent’s own link and copies a link, with a confirmation', async () => {
    fakeServer(agentInfo, ...linkCalls);
    // After user-event's setup, which puts a clipboard of its own in place.
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRegisterCentre();
    const own = within(await screen.findByRole('region', { name: 'Your registration link' }));
    const url = `${window.location.origin}/register?affiliateCode=OWN777`;
    expect(
      ((await own.findByRole('textbox', { name: 'Registration link' })) as HTMLInputElement).value,
    ).toBe(url);
    await user.click(own.getByRole('button', { name: 'Copy link OWN777' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(own.getByRole('status').textContent).toBe('Copied');

    const list = within(await screen.findByRole('list', { name: 'Registration links' }));
    await user.click(list.getByRole('button', { name: 'Copy link AGT222' }));
    expect(writeText).toHaveBeenLastCalledWith(
      `${window.location.origin}/register?affiliateCode=AGT222`,
    );
  });

  it('says how to copy by hand when the clipboard is refused', async () => {
    fakeServer(agentInfo, ...linkCalls);
    // After user-event's setup, which puts a clipboard of its own in place.
    const user = userEvent.setup();
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRegisterCentre();
    const item = within(
      await screen.findByRole('listitem', { name: 'Link PLY111' }, { timeout: 3000 }),
    );
    await user.click(item.getByRole('button', { name: 'Copy link PLY111' }));
    expect(item.getByRole('status').textContent).toMatch(/did not allow copying/);
    expect(document.activeElement).toBe(item.getByRole('textbox', { name: 'Registration link' }));
  });

  it('lists each link’s facts and shows its QR code on demand', async () => {
    fakeServer(agentInfo, ...linkCalls);
    const user = userEvent.setup();
    renderRegisterCentre();
    const item = await screen.findByRole('listitem', { name: 'Link AGT222' });
    const terms = within(item)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual([
      'Registers as: Agent',
      'Registrations: 0',
      'Created: 2025-03-01 12:00:00',
      'Contracts: Dividend 20.00% (Monthly)',
    ]);
    expect(screen.getByText('2 of 50 links')).toBeTruthy();
    const toggle = within(item).getByRole('button', { name: 'QR code AGT222' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(item).queryByRole('img')).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const qr = within(item).getByRole('img', {
      name: 'QR code of the registration link AGT222',
    });
    expect(
      new URL(qr.getAttribute('src') ?? '', 'https://site.test').searchParams.get('text'),
    ).toBe(`${window.location.origin}/register?affiliateCode=AGT222`);
  });

  it('revokes a link only after the confirmation', async () => {
    const server = fakeServer(agentInfo, ...linkCalls);
    const user = userEvent.setup();
    renderRegisterCentre();
    const item = within(await screen.findByRole('listitem', { name: 'Link PLY111' }));
    await user.click(item.getByRole('button', { name: 'Revoke link PLY111' }));
    expect(
      item.getByText('Revoke link PLY111? No one can register through it any more.'),
    ).toBeTruthy();
    await user.click(item.getByRole('button', { name: 'Cancel' }));
    expect(server.requests(revokeInviteLink)).toHaveLength(0);

    await user.click(item.getByRole('button', { name: 'Revoke link PLY111' }));
    await user.click(item.getByRole('button', { name: 'Yes, revoke' }));
    expect(await screen.findByText('Link PLY111 was revoked.')).toBeTruthy();
    expect(server.requests(revokeInviteLink).map((r) => r.body)).toEqual([{ id: 1 }]);
    await vi.waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Link PLY111' })).toBeNull(),
    );
    expect(screen.getByRole('listitem', { name: 'Link AGT222' })).toBeTruthy();
  });

  it('creates a link for agents with a preset contract', async () => {
    const server = fakeServer(agentInfo, ...linkCalls);
    const user = userEvent.setup();
    renderRegisterCentre();
    const form = within(await screen.findByRole('region', { name: 'New link' }));
    // A player link offers no contract.
    expect(form.queryByRole('checkbox')).toBeNull();
    await user.click(form.getByRole('radio', { name: 'Agent' }));
    expect(form.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual([
      'Offer a contract: Dividend',
      'Offer a contract: Daily salary',
      'Offer a contract: Hourly salary',
      'Offer a contract: Real-time salary',
    ]);
    await user.click(form.getByRole('checkbox', { name: 'Offer a contract: Daily salary' }));
    const rates = within(form.getByRole('group', { name: 'Rates: Daily salary' }));
    // A salary settles by its kind: no period to choose.
    expect(rates.queryByRole('combobox')).toBeNull();

    // The first tier is reached from nothing; its rate still empty, refused before sending.
    const tier1 = within(rates.getByRole('group', { name: 'Tier 1' }));
    const rate1 = tier1.getByRole('textbox', { name: 'Rate (%)' });
    await user.click(form.getByRole('button', { name: 'Create link' }));
    expect(rate1.getAttribute('aria-invalid')).toBe('true');
    expect(rates.getByRole('alert').textContent).toBe('Required.');
    expect(server.requests(createInviteLink)).toHaveLength(0);

    await user.type(rate1, '0.8');
    await user.click(rates.getByRole('button', { name: 'Add a tier' }));
    const tier2 = within(rates.getByRole('group', { name: 'Tier 2' }));
    // A salary's tier is named by what its volume is.
    await user.type(tier2.getByRole('textbox', { name: 'Minimum valid bet of the day' }), '10000');
    await user.type(tier2.getByRole('textbox', { name: 'Minimum active members' }), '5');
    await user.type(tier2.getByRole('textbox', { name: 'Rate (%)' }), '1.2');
    await user.click(form.getByRole('button', { name: 'Create link' }));

    expect(await form.findByText('Link NEW333 was created.')).toBeTruthy();
    expect(server.requests(createInviteLink).map((r) => r.body)).toEqual([
      {
        type: 'AGENT',
        contracts: [
          {
            kind: 'DAILY_SALARY',
            terms: {
              tiers: [
                { minVolume: 0, minActive: 0, rate: 0.8 },
                { minVolume: 10000, minActive: 5, rate: 1.2 },
              ],
              period: 'D',
            },
          },
        ],
      },
    ]);
    // The list is asked again and shows the new link; the form starts over.
    const made = await screen.findByRole('listitem', { name: 'Link NEW333' });
    expect(within(made).getByText('Daily salary 1.20%')).toBeTruthy();
    expect((form.getByRole('radio', { name: 'Player' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers only the contract types the brand runs, a dividend with its period', async () => {
    const server = fakeServer(agentInfo, ...linkCalls);
    const user = userEvent.setup();
    renderRegisterCentre(['AGENTCENTER', 'DIVIDEND']);
    const form = within(await screen.findByRole('region', { name: 'New link' }));
    await user.click(form.getByRole('radio', { name: 'Agent' }));
    expect(form.getAllByRole('checkbox')).toHaveLength(1);
    await user.click(form.getByRole('checkbox', { name: 'Offer a contract: Dividend' }));
    const rates = within(form.getByRole('group', { name: 'Rates: Dividend' }));
    await user.selectOptions(rates.getByRole('combobox', { name: 'Payout period' }), 'Weekly');
    await user.type(rates.getByRole('textbox', { name: 'Rate (%)' }), '15');
    await user.click(form.getByRole('button', { name: 'Create link' }));
    await form.findByText('Link NEW333 was created.');
    expect(server.requests(createInviteLink)[0]?.body?.contracts).toEqual([
      {
        kind: 'DIVIDEND',
        terms: { tiers: [{ minVolume: 0, minActive: 0, rate: 15, minValidBet: 0 }], period: 'W' },
      },
    ]);
  });

  it('says why the server refused a link', async () => {
    fakeServer(
      agentInfo,
      answer(getInviteLinks, { list: [] }),
      answer(createInviteLink, (r) =>
        r.body?.contracts?.length
          ? failure(400, 'VALIDATION_FAILED', 'A link offers a contract within your own')
          : failure(409, 'CONFLICT', 'At most 50 registration links at a time'),
      ),
    );
    const user = userEvent.setup();
    renderRegisterCentre();
    expect(await screen.findByText('You have no registration links yet.')).toBeTruthy();
    const form = within(screen.getByRole('region', { name: 'New link' }));
    await user.click(form.getByRole('button', { name: 'Create link' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'You already have 50 links, the most allowed. Revoke one first.',
    );
    await user.click(form.getByRole('radio', { name: 'Agent' }));
    await user.click(form.getByRole('checkbox', { name: 'Offer a contract: Hourly salary' }));
    await user.type(form.getByRole('textbox', { name: 'Rate (%)' }), '2');
    await user.click(form.getByRole('button', { name: 'Create link' }));
    await vi.waitFor(() =>
      expect(form.getByRole('alert').textContent).toBe(
        'An offered contract must stay within your own active contract of that type, in the same period.',
      ),
    );
  });
});
