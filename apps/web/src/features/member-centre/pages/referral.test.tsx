import { getReferral, type ValueOf } from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { qrCodeUrl } from '../../../components/ui/qr-code.tsx';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { bodyRows, renderMemberCentre } from '../test-utils.tsx';

// The page is imported on first render; loading it once here keeps each test's waits short.
beforeAll(() => import('../../rewards/pages.ts'));

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  // The clipboards the tests put on the navigator go with them.
  Reflect.deleteProperty(navigator, 'clipboard');
});

type Referral = ValueOf<typeof getReferral>;
type Friend = Referral['friends'][number];

const friend = (over: Partial<Friend>): Friend => ({
  account: 'fr***1',
  joinedAt: '2026-11-20T15:00:00.000Z',
  deposited: true,
  validBet: 1000,
  state: 'REWARDED',
  ...over,
});

/** The demo brand's terms: 20 per friend who deposits 100 and bets 500. */
const referral = (over: Partial<Referral> = {}): Referral => ({
  code: 'ABCD2345',
  bonus: 20,
  minDeposit: 100,
  turnover: 500,
  earned: 20,
  friends: [
    friend({}),
    friend({
      account: 'fr***2',
      joinedAt: '2026-11-21T16:30:00.000Z',
      deposited: false,
      validBet: 0,
      state: 'PENDING',
    }),
    friend({
      account: 'fr***3',
      joinedAt: '2026-11-22T18:00:00.000Z',
      validBet: 2500.5,
      state: 'NOT_ELIGIBLE',
    }),
  ],
  ...over,
});

const LINK = `${window.location.origin}/?referralCode=ABCD2345`;
const open = () => renderMemberCentre({ page: 'referral', features: ['REFERRAL'] });
const share = () => screen.findByRole('region', { name: 'Your invitation' });
const fieldValue = (box: HTMLElement, name: string) =>
  (within(box).getByRole('textbox', { name }) as HTMLInputElement).value;
/** The facts of a region, each "label: value". */
const facts = (part: HTMLElement) =>
  within(part)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('Referral (invite and earn)', () => {
  it('shows the code, the link with its QR code, the rules, the earnings and each friend', async () => {
    const server = fakeServer(answer(getReferral, referral()));
    open();

    expect(await screen.findByRole('heading', { name: 'Invite and earn' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
    expect(
      within(menu).getByRole('button', { name: 'Invite and earn' }).getAttribute('aria-current'),
    ).toBe('page');

    const invitation = await share();
    expect(fieldValue(invitation, 'Your referral code')).toBe('ABCD2345');
    expect(fieldValue(invitation, 'Invitation link')).toBe(LINK);
    const qr = within(invitation).getByRole('img', { name: 'QR code of your invitation link' });
    expect(qr.getAttribute('src')).toBe(qrCodeUrl(LINK, 160));
    expect(within(invitation).getByText(/you get 20\.00 for each friend/)).toBeTruthy();

    const rules = screen.getByRole('region', { name: 'How it works' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Your friend signs up through your link, or enters your code when signing up.',
      'Your friend deposits at least 100.00 and places 500.00 in valid bets.',
      'You then get 20.00 in your bonus wallet for that friend, once per friend.',
      'A friend who signs up from an internet address you have used earns you nothing: it counts as a second account of your own.',
    ]);

    const friends = screen.getByRole('region', { name: 'Your friends' });
    expect(facts(friends)).toEqual([
      'Earned in all: 20.00',
      'Friends who joined: 3',
      'Bonuses received: 1',
    ]);
    const table = within(friends).getByRole('table', { name: 'Friends list' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Friend', 'Joined', 'Deposited 100.00', 'Valid bets', 'Status', 'Details']);
    // Brand time (UTC-6); on a phone the date, the deposit and the bets open under the row.
    expect(bodyRows(table)).toEqual([
      ['fr***1', '2026-11-20 09:00:00', 'Yes', '1,000.00', 'Bonus received', '▾Details'],
      ['fr***2', '2026-11-21 10:30:00', 'No', '0.00', 'In progress', '▾Details'],
      [
        'fr***3',
        '2026-11-22 12:00:00',
        'Yes',
        '2,500.50',
        'Not eligible (same address)',
        '▾Details',
      ],
    ]);
    expect(within(table).getByRole('button', { name: 'Details, fr***2' })).toBeTruthy();
    expect(screen.queryByText(/No friend has joined/)).toBeNull();
    expect(server.unanswered).toEqual([]);
  });

  it('says so when no friend has joined yet', async () => {
    fakeServer(answer(getReferral, referral({ earned: 0, friends: [] })));
    open();

    const friends = await screen.findByRole('region', { name: 'Your friends' });
    expect(
      within(friends).getByText(
        'No friend has joined with your code yet. Share your link to start earning.',
      ),
    ).toBeTruthy();
    expect(within(friends).queryByRole('table')).toBeNull();
    expect(facts(friends)).toEqual([
      'Earned in all: 0.00',
      'Friends who joined: 0',
      'Bonuses received: 0',
    ]);
  });

  it('copies the code and the link, and confirms each', async () => {
    fakeServer(answer(getReferral, referral()));
    // After user-event's setup, which puts a clipboard of its own in place.
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();

    const invitation = await share();
    await user.click(within(invitation).getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenLastCalledWith('ABCD2345');
    await user.click(within(invitation).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(LINK);
    expect(
      within(invitation)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toEqual(['Copied', 'Copied']);
  });

  it('selects the link to copy by hand when the browser refuses the clipboard', async () => {
    fakeServer(answer(getReferral, referral()));
    const user = userEvent.setup();
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();

    const invitation = await share();
    await user.click(within(invitation).getByRole('button', { name: 'Copy link' }));
    const input = within(invitation).getByRole('textbox', { name: 'Invitation link' });
    expect(document.activeElement).toBe(input);
    expect(within(invitation).getByText(/did not let us copy it/)).toBeTruthy();
  });

  it('opens the default page while the brand has referral off', () => {
    renderMemberCentre({ page: 'referral', features: [] });
    expect(screen.getByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite and earn' })).toBeNull();
  });
});
