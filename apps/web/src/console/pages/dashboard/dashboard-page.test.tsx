import { opsDashboard, type ValueOf } from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { dayFigures } from '../../test/fixtures.ts';
import { renderConsole, signIn } from '../../test/render.tsx';

const today = dayFigures('2026-11-27', {
  deposits: 12345.5,
  depositCount: 31,
  withdrawals: 4000,
  withdrawalCount: 1,
  bets: 98000,
  betCount: 2400,
  payouts: 99000.25,
  ggr: -1000.25,
  newPlayers: 12,
  activePlayers: 340,
});

/** The dashboard's answer for `days` days, today last. */
const dashboard = (days: number): ValueOf<typeof opsDashboard> => ({
  timeZone: 'America/Mexico_City',
  today,
  days: Array.from({ length: days }, (_, i) =>
    i === days - 1
      ? today
      : dayFigures(`2026-11-${String(27 - days + 1 + i).padStart(2, '0')}`, {
          ggr: 100 * i,
          deposits: 50 * i,
          activePlayers: i,
        }),
  ),
});

afterEach(() => signIn(null));

describe('the dashboard', () => {
  it("is finance's landing page and shows today's figures", async () => {
    fakeServer(answer(opsDashboard, (r) => dashboard(Number(r.query.get('days')))));
    signIn(['settings.read', 'members.read', 'money.read', 'money.write'], { role: 'finance' });
    renderConsole('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    const deposits = await screen.findByRole('listitem', { name: 'Deposits' });
    expect(within(deposits).getByText('12,345.50')).toBeTruthy();
    expect(within(deposits).getByText('31 deposits')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Withdrawals' })).getByText('1 withdrawal'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'GGR' })).getByText('-1,000.25'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Active players' })).getByText('340'),
    ).toBeTruthy();
    // Each chart is one image with a summary a screen reader can read.
    const ggr = screen.getByRole('img', {
      name: /^GGR per day, 14 days from 2026-11-14 to 2026-11-27/,
    });
    expect(ggr.getAttribute('aria-label')).toContain('lowest -1,000.25 on 2026-11-27');
  });

  it('asks for the range chosen and opens its figures as a table', async () => {
    const sent = fakeServer(answer(opsDashboard, (r) => dashboard(Number(r.query.get('days')))));
    signIn(['money.read'], { role: 'finance' });
    const user = userEvent.setup();
    renderConsole('/dashboard');
    const range = await screen.findByRole('button', { name: '30 days' });
    expect(sent.requests(opsDashboard)[0]?.query.get('days')).toBe('14');
    await user.click(range);
    expect(await screen.findByRole('img', { name: /^GGR per day, 30 days/ })).toBeTruthy();
    expect(sent.requests(opsDashboard).at(-1)?.query.get('days')).toBe('30');
    expect(range.getAttribute('aria-pressed')).toBe('true');
    const chart = screen.getByRole('region', { name: 'Deposits and withdrawals per day' });
    await user.click(within(chart).getByRole('button', { name: 'Figures as a table' }));
    const table = within(chart).getByRole('table', {
      name: 'Deposits and withdrawals per day: figures',
    });
    const row = within(table).getByRole('row', { name: /2026-11-27/ });
    expect(within(row).getByText('12,345.50')).toBeTruthy();
    expect(within(row).getByText('4,000.00')).toBeTruthy();
  });

  it('says in words when the role may not read the figures', async () => {
    fakeServer(answer(opsDashboard, failure(403, 'PERMISSION_DENIED')));
    signIn(['money.read'], { role: 'finance' });
    renderConsole('/dashboard');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your role does not allow this. Ask an admin if you need it.',
    );
  });
});
