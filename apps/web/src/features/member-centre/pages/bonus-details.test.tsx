import { type BonusGrant, forfeitBonus, getBonusGrants, type ValueOf } from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { renderMemberCentre } from '../test-utils.tsx';

// The page is imported on first render; loading it once here keeps each test's waits short.
beforeAll(() => import('../../records/pages.ts'));

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
});

/** A bonus of 100.00 granted 2026-11-20 09:00 brand time (UTC-6), 400 of 1,000 wagered. */
const grant = (over: Partial<BonusGrant> = {}): BonusGrant => ({
  id: 3,
  at: '2026-11-20T15:00:00.000Z',
  amount: 100,
  required: 1000,
  counted: 400,
  state: 'ACTIVE',
  expiresAt: '2026-12-20T15:00:00.000Z',
  closedAt: null,
  remark: 'Welcome bonus',
  ...over,
});

const active = grant();
const released = grant({
  id: 2,
  at: '2026-11-10T15:00:00.000Z',
  amount: 50,
  required: 500,
  counted: 500,
  state: 'RELEASED',
  expiresAt: '2026-12-10T15:00:00.000Z',
  closedAt: '2026-11-12T18:00:00.000Z',
  remark: null,
});
const expired = grant({
  id: 1,
  at: '2026-10-01T15:00:00.000Z',
  amount: 20,
  required: 200,
  counted: 30,
  state: 'EXPIRED',
  expiresAt: '2026-10-31T15:00:00.000Z',
  closedAt: '2026-10-31T15:00:05.000Z',
  remark: null,
});

const grants = (list: BonusGrant[]): ValueOf<typeof getBonusGrants> => ({
  list,
  weights: { LIVE: 1000, RNG: 10_000, LOTT: 0 },
});

const card = (time: string) => screen.findByRole('article', { name: `Bonus of ${time}` });

/** A card's facts, each "label: value". */
const facts = (part: HTMLElement) =>
  within(part)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('Bonus details', () => {
  it('shows each bonus with its wagering progress, state and end, and how bets count', async () => {
    fakeServer(answer(getBonusGrants, grants([active, released, expired])));
    renderMemberCentre({ page: 'bonusDetails' });

    const open = await card('2026-11-20 09:00:00');
    expect(within(open).getByText('Active')).toBeTruthy();
    const bar = within(open).getByRole('progressbar', { name: 'Wagering progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('400.00 of 1,000.00 (40%)');
    expect(facts(open)).toEqual([
      'Amount: 100.00',
      'Turnover required: 1,000.00',
      'Turnover counted: 400.00',
      'Turnover remaining: 600.00',
      'Expires: 2026-12-20 09:00:00',
      'Remark: Welcome bonus',
    ]);
    expect(
      within(open).getByRole('button', { name: 'Give up, Bonus of 2026-11-20 09:00:00' }),
    ).toBeTruthy();

    const paid = await card('2026-11-10 09:00:00');
    expect(within(paid).getByText('Released')).toBeTruthy();
    expect(
      within(paid)
        .getByRole('progressbar', { name: 'Wagering progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(facts(paid)).toEqual([
      'Amount: 50.00',
      'Turnover required: 500.00',
      'Turnover counted: 500.00',
      'Ended: 2026-11-12 12:00:00',
    ]);
    expect(within(paid).queryByRole('button')).toBeNull();

    const lapsed = await card('2026-10-01 09:00:00');
    expect(within(lapsed).getByText('Expired')).toBeTruthy();
    expect(
      within(lapsed)
        .getByRole('progressbar', { name: 'Wagering progress' })
        .getAttribute('aria-valuetext'),
    ).toBe('30.00 of 200.00 (15%)');
    expect(within(lapsed).queryByRole('button')).toBeNull();

    const weights = screen.getByRole('list', { name: 'How bets count' });
    expect(
      within(weights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Slots: 100%', 'Live Casino: 10%', 'Lottery: does not count']);
  });

  it('gives up an active bonus once confirmed, then shows it given up', async () => {
    const server = fakeServer(
      answer(getBonusGrants, (_, nth) =>
        grants([
          nth === 1
            ? active
            : { ...active, state: 'FORFEITED', closedAt: '2026-11-21T15:00:00.000Z' },
          released,
        ]),
      ),
      answer(forfeitBonus, { state: 'FORFEITED' }),
    );
    const user = userEvent.setup();
    renderMemberCentre({ page: 'bonusDetails' });

    const open = await card('2026-11-20 09:00:00');
    await user.click(
      within(open).getByRole('button', { name: 'Give up, Bonus of 2026-11-20 09:00:00' }),
    );
    const ask = screen.getByRole('alertdialog', { name: 'Give up this bonus?' });
    expect(within(ask).getByText(/^100\.00 leaves your bonus wallet/)).toBeTruthy();
    expect(server.requests(forfeitBonus)).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Give up' }));

    expect(
      await screen.findByText(
        'The bonus was given up. Its turnover no longer holds back your withdrawals.',
      ),
    ).toBeTruthy();
    expect(server.requests(forfeitBonus).map((r) => r.body)).toEqual([{ grantId: 3 }]);
    // The list was asked again: the bonus now shows how it ended, with nothing to press.
    const closed = await card('2026-11-20 09:00:00');
    expect(await within(closed).findByText('Given up')).toBeTruthy();
    expect(facts(closed)).toContain('Ended: 2026-11-21 09:00:00');
    expect(within(closed).queryByRole('button')).toBeNull();
    expect(server.requests(getBonusGrants).length).toBeGreaterThanOrEqual(2);
  });

  it('sends nothing when the player cancels', async () => {
    const server = fakeServer(answer(getBonusGrants, grants([active])));
    const user = userEvent.setup();
    renderMemberCentre({ page: 'bonusDetails' });

    await user.click(
      await screen.findByRole('button', { name: 'Give up, Bonus of 2026-11-20 09:00:00' }),
    );
    const ask = screen.getByRole('alertdialog', { name: 'Give up this bonus?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.requests(forfeitBonus)).toEqual([]);
    expect(server.unanswered).toEqual([]);
  });

  it('says so when there is no bonus', async () => {
    fakeServer(answer(getBonusGrants, grants([])));
    renderMemberCentre({ page: 'bonusDetails' });
    const list = await screen.findByRole('region', { name: 'Your bonuses' });
    expect(within(list).getByText('No data')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
