import {
  opsChangeProtection,
  opsListProtection,
  opsMemberDetail,
  opsMemberProtection,
  type ValueOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { memberDetail, protection } from '../../test/fixtures.ts';
import { renderConsole, signIn } from '../../test/render.tsx';

type Report = ValueOf<typeof opsListProtection>;
const report = (players: Report['players']): Report => ({
  players,
  pageNo: 1,
  totalPages: 1,
  total: players.length,
});
const limited = {
  account: 'ana',
  limits: [{ kind: 'DEPOSIT' as const, period: 'DAY' as const, amount: 100 }],
  sessionMinutes: 60,
  exclusion: null,
  updatedAt: '2026-11-26T10:00:00Z',
};
const excluded = {
  account: 'bruno',
  limits: [],
  sessionMinutes: null,
  exclusion: { kind: 'SELF_EXCLUSION' as const, since: '2026-11-01T00:00:00Z', until: null },
  updatedAt: '2026-11-01T00:00:00Z',
};

const risk = () =>
  signIn(['settings.read', 'members.read', 'members.write', 'money.read', 'audit.read'], {
    role: 'risk',
  });

afterEach(() => signIn(null));

describe('the protection report', () => {
  it('lists protected players and filters those on a break now', async () => {
    const sent = fakeServer(
      answer(opsListProtection, (r) =>
        r.query.get('show') === 'excluded' ? report([excluded]) : report([limited, excluded]),
      ),
    );
    risk();
    const user = userEvent.setup();
    renderConsole('/protection');
    const table = await screen.findByRole('table', { name: 'Protected players' });
    const ana = within(table).getByRole('row', { name: /ana/ });
    expect(within(ana).getByText('Deposit · day 100.00')).toBeTruthy();
    expect(within(ana).getByText('60 min')).toBeTruthy();
    expect(within(ana).getByRole('link', { name: 'ana' }).getAttribute('href')).toBe(
      '/members?account=ana&tab=protection',
    );
    await user.click(screen.getByRole('button', { name: 'On a break now' }));
    await screen.findByText('1 player');
    const rows = within(screen.getByRole('table', { name: 'Protected players' })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('Self-exclusion, permanent')).toBeTruthy();
    expect(sent.requests(opsListProtection).at(-1)?.query.get('show')).toBe('excluded');
  });
});

describe("a member's protection", () => {
  const setUp = (after = protection()) => {
    const sent = fakeServer(
      answer(opsMemberDetail, memberDetail()),
      answer(opsMemberProtection, { account: 'ana', protection: protection() }),
      answer(opsChangeProtection, { account: 'ana', protection: after }),
    );
    return sent;
  };

  it('sets a limit with the change the contract takes and says when it applies', async () => {
    const waits = protection();
    const weekly = waits.limits.find((l) => l.kind === 'LOSS' && l.period === 'WEEK');
    if (weekly) weekly.pending = { value: 250, from: '2026-11-28T11:00:00Z' };
    const sent = setUp(waits);
    risk();
    const user = userEvent.setup();
    renderConsole('/members?account=ana&tab=protection');
    const form = await screen.findByRole('region', { name: 'Set a money limit' });
    await user.selectOptions(within(form).getByLabelText('Limit on'), 'Loss');
    await user.selectOptions(within(form).getByLabelText('Per'), 'week');
    await user.type(within(form).getByLabelText('Amount'), '250');
    await user.click(within(form).getByRole('button', { name: 'Set limit' }));
    expect(
      await within(form).findByText(/Loss · week: a looser limit waits 24 hours/),
    ).toBeTruthy();
    expect(sent.requests(opsChangeProtection)[0]?.body).toEqual({
      account: 'ana',
      change: { what: 'limit', kind: 'LOSS', period: 'WEEK', amount: 250 },
    });
    const limits = screen.getByRole('table', { name: 'Money limits' });
    expect(within(limits).getByRole('row', { name: /Loss · week/ }).textContent).toContain(
      '250.00',
    );
  });

  it('starts a self-exclusion only after a confirmation naming what follows', async () => {
    const sent = setUp(
      protection({
        exclusion: { kind: 'SELF_EXCLUSION', since: '2026-11-27T10:00:00Z', until: null },
      }),
    );
    risk();
    const user = userEvent.setup();
    renderConsole('/members?account=ana&tab=protection');
    const form = await screen.findByRole('region', { name: 'Start a break for the player' });
    await user.selectOptions(within(form).getByLabelText('Break'), 'Self-exclusion');
    await user.selectOptions(within(form).getByLabelText('Length'), 'Permanent');
    await user.click(within(form).getByRole('button', { name: 'Start break…' }));
    let confirm = screen.getByRole('alertdialog', {
      name: 'Start this break for ana? Self-exclusion — Permanent',
    });
    expect(within(confirm).getByText('Every session of the player ends now.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent.requests(opsChangeProtection)).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Start break…' }));
    confirm = screen.getByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, start it' }));
    expect(await within(form).findByText('Started: Self-exclusion, permanent.')).toBeTruthy();
    expect(sent.requests(opsChangeProtection)[0]?.body).toEqual({
      account: 'ana',
      change: { what: 'self-exclusion', months: null },
    });
    expect(screen.getByText('On a break: Self-exclusion, permanent.')).toBeTruthy();
  });

  it('is read-only to a role without members.write', async () => {
    setUp();
    signIn(['members.read'], { role: 'risk' });
    renderConsole('/members?account=ana&tab=protection');
    expect(await screen.findByText('Your role can see this but not change it.')).toBeTruthy();
    await screen.findByRole('table', { name: 'Money limits' });
    expect(screen.queryByRole('region', { name: 'Set a money limit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start break…' })).toBeNull();
  });
});
