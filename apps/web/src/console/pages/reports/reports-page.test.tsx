import {
  getSiteConfig,
  opsReportAgentPayouts,
  opsReportCash,
  opsReportGgr,
  opsReportPlayers,
  type ValueOf,
} from '@gamehall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { siteConfig } from '../../../test/site.ts';
import { renderConsole, signIn } from '../../test/render.tsx';

type Ggr = ValueOf<typeof opsReportGgr>;
type GgrRow = Ggr['rows'][number];

const ggrRow = (key: string, label: string, bets: number, payouts: number, players = 1) =>
  ({ key, label, bets, payouts, ggr: Number((bets - payouts).toFixed(2)), players }) as GgrRow;

const BY_VENDOR: Ggr = {
  rows: [
    ggrRow('house', 'House Games', 12000.5, 9000.25, 40),
    ggrRow('gold', 'Gold, "Lucky" Inc.', 3000, 3500, 7),
  ],
  total: ggrRow('total', 'total', 15000.5, 12500.25, 45),
};

const BY_DAY: Ggr = {
  rows: [ggrRow('2026-11-26', '2026-11-26', 100, 40), ggrRow('2026-11-27', '2026-11-27', 50, 80)],
  total: ggrRow('total', 'total', 150, 120, 2),
};

const ggr = answer(opsReportGgr, (r) => (r.query.get('by') === 'vendor' ? BY_VENDOR : BY_DAY));
const zone = answer(getSiteConfig, siteConfig());
const NOV = '/reports?from=2026-11-01&to=2026-11-27';

/** A downloaded file's text, its byte order mark kept (Blob.text() would drop it). */
const textOf = async (blob: Blob | undefined) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob?.arrayBuffer());

const finance = () => signIn(['settings.read', 'money.read'], { role: 'finance' });

afterEach(() => {
  signIn(null);
  vi.restoreAllMocks();
});

describe('the reports page', () => {
  it('asks GGR with the range and the grouping, and again when the grouping changes', async () => {
    const sent = fakeServer(ggr, zone);
    finance();
    const user = userEvent.setup();
    renderConsole(NOV);
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeTruthy();
    const byDay = await screen.findByRole('table', { name: 'GGR by day' });
    const first = sent.requests(opsReportGgr)[0]?.query;
    expect([first?.get('from'), first?.get('to'), first?.get('by')]).toEqual([
      '2026-11-01',
      '2026-11-27',
      'day',
    ]);
    expect(within(byDay).getByRole('row', { name: /2026-11-27/ }).textContent).toContain('-30.00');
    expect(screen.getByRole('img', { name: /^GGR per day, 2 days from 2026-11-26/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Vendor' }));
    const byVendor = await screen.findByRole('table', { name: 'GGR by vendor' });
    const last = sent.requests(opsReportGgr).at(-1)?.query;
    expect([last?.get('from'), last?.get('to'), last?.get('by')]).toEqual([
      '2026-11-01',
      '2026-11-27',
      'vendor',
    ]);
    expect(screen.getByRole('button', { name: 'Vendor' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const house = within(byVendor).getByRole('row', { name: /House Games/ });
    expect(within(house).getByText('+3,000.25')).toBeTruthy();
    const total = within(byVendor).getByRole('row', { name: /Total/ });
    expect(within(total).getByText('15,000.50')).toBeTruthy();
    expect(within(total).getByText('45')).toBeTruthy();
    // The loss is written with its sign, not told by its colour alone.
    const gold = within(byVendor).getByRole('row', { name: /Gold/ });
    expect(within(gold).getByText('-500.00')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: /^Top 15 vendors by GGR, 2 bars\. GGR: highest 3,000\.25/ }),
    ).toBeTruthy();
  });

  it('refuses a range of more than 93 days before sending anything', async () => {
    const sent = fakeServer(ggr, zone);
    finance();
    const user = userEvent.setup();
    renderConsole(NOV);
    await screen.findByRole('table', { name: 'GGR by day' });
    expect(sent.requests(opsReportGgr)).toHaveLength(1);

    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A report covers at most 93 days and this range has 331: shorten it and show again. Nothing was asked.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(sent.requests(opsReportGgr)).toHaveLength(1);

    // A preset is always a range the report takes.
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await screen.findByRole('table', { name: 'GGR by day' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent.requests(opsReportGgr)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows the deposits and withdrawals by day with their total', async () => {
    const day = (d: string, deposits: number, withdrawals: number) => ({
      day: d,
      deposits,
      depositCount: deposits > 0 ? 2 : 0,
      withdrawals,
      withdrawalCount: withdrawals > 0 ? 1 : 0,
      net: deposits - withdrawals,
    });
    const sent = fakeServer(
      answer(opsReportCash, {
        rows: [day('2026-11-26', 1000, 0), day('2026-11-27', 500, 1800)],
        total: { ...day('total', 1500, 1800), depositCount: 4 },
      }),
      zone,
    );
    finance();
    const user = userEvent.setup();
    renderConsole(`${NOV}&tab=cash`);
    const table = await screen.findByRole('table', { name: 'Deposits and withdrawals by day' });
    expect(sent.requests(opsReportCash)[0]?.query.get('from')).toBe('2026-11-01');
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,500.00', '4', '1,800.00', '1', '-300.00']);
    expect(within(table).getByRole('row', { name: /2026-11-26/ }).textContent).toContain(
      '+1,000.00',
    );
    expect(
      screen.getByRole('img', { name: /^Deposits and withdrawals per day, 2 days/ }),
    ).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'GGR' }));
    expect(screen.getByRole('tab', { name: 'GGR' }).getAttribute('aria-selected')).toBe('true');
  });

  it("links each agent paid to the member's view and totals the payouts", async () => {
    const sent = fakeServer(
      answer(opsReportAgentPayouts, {
        rows: [
          { account: 'agent7', payouts: 2, amount: 900 },
          { account: 'agent9', payouts: 1, amount: 120.5 },
        ],
        total: 1020.5,
      }),
      zone,
    );
    finance();
    renderConsole(`${NOV}&tab=agents`);
    const table = await screen.findByRole('table', { name: 'Agent payouts' });
    expect(sent.requests(opsReportAgentPayouts)[0]?.query.get('to')).toBe('2026-11-27');
    expect(within(table).getByRole('link', { name: 'agent7' }).getAttribute('href')).toBe(
      '/members?account=agent7&tab=ledger',
    );
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '1,020.50']);
    expect(within(total).queryByRole('link')).toBeNull();
  });

  it('exports the GGR by vendor as the CSV of the rows shown, named by the range', async () => {
    fakeServer(ggr, zone);
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    finance();
    const user = userEvent.setup();
    renderConsole(`${NOV}&by=vendor`);
    const box = await screen.findByRole('region', { name: 'GGR by vendor' });
    expect(within(box).getByRole('table', { name: 'GGR by vendor' })).toBeTruthy();
    // The box scrolls on its own: a keyboard reaches it too.
    expect(box.tabIndex).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(clicked).toEqual([
      { download: 'ggr-by-vendor-2026-11-01-2026-11-27.csv', href: 'blob:report' },
    ]);
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(created[0])).toBe(
      [
        '\uFEFFVendor,Code,Bets,Payouts,GGR,Players',
        'House Games,house,12000.50,9000.25,3000.25,40',
        '"Gold, ""Lucky"" Inc.",gold,3000.00,3500.00,-500.00,7',
        'Total,,15000.50,12500.25,2500.25,45',
        '',
      ].join('\r\n'),
    );
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:report'));
    // The link was only for the download.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("pages the players' results 50 at a time and exports them all", async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({
      account: `p${String(i + 1).padStart(3, '0')}`,
      deposits: 100,
      withdrawals: 0,
      bets: 200,
      payouts: 260 - i,
      result: 60 - i,
    }));
    fakeServer(answer(opsReportPlayers, { rows }), zone);
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:players';
      },
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    finance();
    const user = userEvent.setup();
    renderConsole(`${NOV}&tab=players`);
    const table = await screen.findByRole('table', { name: "Players' profit and loss" });
    const body = () => within(table).getAllByRole('row').slice(1);
    expect(body()).toHaveLength(50);
    expect(within(body()[0] as HTMLElement).getByText('+60.00')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'p001' }).getAttribute('href')).toBe(
      '/members?account=p001&tab=bets',
    );
    expect(screen.getByText('120 players')).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Pages of players' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(body()).toHaveLength(20);
    expect(within(body()[0] as HTMLElement).getByRole('link').textContent).toBe('p101');
    expect(within(body()[19] as HTMLElement).getByText('-59.00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = (await textOf(created[0])).split('\r\n');
    expect(lines).toHaveLength(1 + 120 + 1);
    expect(lines[0]).toBe('\uFEFFAccount,Deposits,Withdrawals,Bets,Payouts,Result');
    expect(lines[120]).toBe('p120,100.00,0.00,200.00,141.00,-59.00');
  });
});
