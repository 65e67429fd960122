import {
  convertPoint,
  getPointBalance,
  getPointConfig,
  getPointReward,
  getPointTransactions,
  getRedeemPointList,
  type MallItem,
  redeemPointReward,
  type ValueOf,
} from '@gamehall/contract';

type Redemption = ValueOf<typeof getRedeemPointList>['list'][number];

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, failure, fakeServer, publicKeyAnswer } from '../../../test/fake-server.ts';
import { memberInfo } from '../../../test/member-info.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { siteConfig } from '../../../test/site.ts';
import { bodyRows } from '../../member-centre/test-utils.tsx';
import { memberInfoQuery } from '../../session/index.ts';
import { siteConfigQuery } from '../../system/index.ts';
import { PointMallPage } from './point-mall-page.tsx';

// The sealed body in the clear, so the test can read what an E call sent (the real
// encryption is tested in lib).
vi.mock('../../../lib/payload-crypto.ts', () => ({
  encryptPayload: async (body: unknown) => ({
    enc: 'test',
    kid: 'k1',
    key: '',
    iv: '',
    data: JSON.stringify(body),
  }),
}));

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
});

const item = (over: Partial<MallItem>): MallItem => ({
  id: 1,
  name: 'Cash 10',
  imageUrl: '',
  kind: 'CASH',
  points: 100,
  amountRequirement: 0,
  cashValue: 10,
  quantity: 50,
  available: 3,
  ...over,
});

const items = [
  item({}),
  item({
    id: 2,
    name: 'Headphones',
    kind: 'GOODS',
    imageUrl: '/img/phones.png',
    points: 2000,
    cashValue: 0,
    amountRequirement: 5000,
    quantity: 5,
    available: 0,
  }),
];

const config: ValueOf<typeof getPointConfig> = {
  values: { RNG: 1.2, LIVE: 0.7 },
  pointValue: 0.1,
  minConvert: 100,
};

const redeems: ValueOf<typeof getRedeemPointList> = {
  list: [
    {
      id: 7,
      at: '2026-11-20T15:00:00.000Z',
      itemName: 'Headphones',
      quantity: 1,
      points: 2000,
      status: 'REJECTED',
      remark: 'Out of delivery area',
    },
    {
      id: 6,
      at: '2026-11-19T15:00:00.000Z',
      itemName: 'Cash 10',
      quantity: 2,
      points: 200,
      status: 'APPROVED',
      remark: null,
    },
  ],
  pageNo: 1,
  totalPages: 1,
  total: 2,
};

const record: ValueOf<typeof getPointTransactions> = {
  list: [
    {
      id: 9,
      at: '2026-11-20T16:00:00.000Z',
      reason: 'EARN',
      change: 12.5,
      balance: 1250.5,
      reference: 'B-1',
      remark: null,
    },
    {
      id: 8,
      at: '2026-11-19T16:00:00.000Z',
      reason: 'REDEEM',
      change: -200,
      balance: 1238,
      reference: null,
      remark: null,
    },
  ],
  pageNo: 1,
  totalPages: 1,
  total: 2,
};

const pointCalls = () => [
  answer(getPointBalance, { balance: 1250.5 }),
  answer(getPointReward, { list: items }),
  answer(getPointConfig, config),
  answer(getRedeemPointList, redeems),
  answer(getPointTransactions, record),
];

function renderMall(player: boolean, hasPaymentPassword = true) {
  const client = testQueryClient();
  client.setQueryData(siteConfigQuery().queryKey, siteConfig({ currencySymbol: '' }));
  if (player) {
    client.setQueryData(memberInfoQuery().queryKey, memberInfo({ hasPaymentPassword }));
    useSession.setState({ token: 't', accountType: 0 });
  }
  return render(
    <QueryClientProvider client={client}>
      <PointMallPage />
    </QueryClientProvider>,
  );
}

/** What an E call sent, read back from the (mocked) sealed envelope. */
const sealedBodies = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.fetch.mock.calls
    .filter(([input]) => String(input).includes(path))
    .map(([, init]) => JSON.parse(JSON.parse(String(init?.body)).data) as Record<string, unknown>);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('PointMallPage', () => {
  it('shows a visitor the rates and a log-in invitation, asking nothing that needs a token', async () => {
    const server = fakeServer(...pointCalls());
    const user = userEvent.setup();
    renderMall(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Points Mall' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Points by game category' })).toBeTruthy();
    expect(screen.getByText('Points never expire.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Rewards' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in to see your points' }));
    expect(useDialogs.getState().open).toBe('login');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('shows a player their points, the items, the history, the record and the rules', async () => {
    fakeServer(...pointCalls());
    renderMall(true);
    const balance = await screen.findByRole('region', { name: 'Your points' });
    expect(await within(balance).findByText('1,250.50')).toBeTruthy();

    const cash = await screen.findByRole('article', { name: 'Cash 10' });
    expect(within(cash).getByText('100.00 points')).toBeTruthy();
    expect(within(cash).getByText('Pays 10.00 into your main wallet')).toBeTruthy();
    expect(within(cash).getByText('3 of 50 left')).toBeTruthy();
    expect(within(cash).queryByText(/valid bets/)).toBeNull();
    const phones = screen.getByRole('article', { name: 'Headphones' });
    expect(within(phones).getByText('Needs 5,000.00 of valid bets')).toBeTruthy();
    const soldOut = within(phones).getByRole('button', { name: 'Redeem Headphones' });
    expect((soldOut as HTMLButtonElement).disabled).toBe(true);
    expect(soldOut.textContent).toBe('Sold out');

    // The section and the table's scrolling box inside it carry the same name.
    const history = (
      await screen.findAllByRole('region', { name: 'Redeem history' })
    )[0] as HTMLElement;
    const historyTable = await within(history).findByRole('table', { name: 'Redeem history' });
    expect(bodyRows(historyTable).filter((r) => r.length > 1)).toEqual([
      ['2026-11-20 09:00:00', 'Headphones', '1', '2,000.00', 'Rejected', '▾Details'],
      ['2026-11-19 09:00:00', 'Cash 10', '2', '200.00', 'Approved', '▾Details'],
    ]);
    expect(within(history).getByText('Out of delivery area')).toBeTruthy();

    const points = screen.getAllByRole('region', { name: 'Points record' })[0] as HTMLElement;
    const pointsTable = await within(points).findByRole('table', { name: 'Points record' });
    expect(bodyRows(pointsTable).filter((r) => r.length > 1)).toEqual([
      ['2026-11-20 10:00:00', 'Earned on bets', '+12.50', '1,250.50', '▾Details'],
      ['2026-11-19 10:00:00', 'Redeemed', '-200.00', '1,238.00', '▾Details'],
    ]);
    expect(within(points).getByText('B-1')).toBeTruthy();

    const rules = screen.getByRole('region', { name: 'Points rules' });
    const rulesTable = within(rules).getByRole('table');
    expect(bodyRows(rulesTable)).toEqual([
      ['Live Casino', '×0.70'],
      ['Slots', '×1.20'],
    ]);
    expect(within(rules).getByText('Points never expire.')).toBeTruthy();
  });

  it('redeems an item with the quantity, the payment password and a request id', async () => {
    const server = fakeServer(
      ...pointCalls(),
      publicKeyAnswer(),
      answer(redeemPointReward, {
        redemption: { ...(redeems.list[1] as Redemption), id: 10, status: 'APPROVED' },
        points: 1050.5,
      }),
    );
    const user = userEvent.setup();
    renderMall(true);
    await user.click(await screen.findByRole('button', { name: 'Redeem Cash 10' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem Cash 10' });
    await user.click(within(dialog).getByRole('button', { name: 'One more' }));
    await user.click(within(dialog).getByRole('button', { name: 'One more' }));
    await user.click(within(dialog).getByRole('button', { name: 'One more' }));
    // Only three are left.
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty(
      'value',
      '3',
    );
    expect(
      (within(dialog).getByRole('button', { name: 'One more' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'One fewer' }));
    expect(within(dialog).getByText('200.00 points')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Payment password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(
      await within(dialog).findByText(
        'Redeemed. You have 1,050.50 points left.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const sent = sealedBodies(server, redeemPointReward.path);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ itemId: 1, quantity: 2, paymentPassword: 'secret' });
    expect(sent[0]?.requestId).toMatch(UUID);
    // The points are asked again.
    await vi.waitFor(() => expect(server.requests(getPointBalance).length).toBeGreaterThan(1));
  });

  it('words a redeem refused for want of points', async () => {
    fakeServer(
      ...pointCalls(),
      publicKeyAnswer(),
      answer(
        redeemPointReward,
        failure(409, 'POINTS_INSUFFICIENT', 'Not enough points', { balance: 50 }),
      ),
    );
    const user = userEvent.setup();
    renderMall(true);
    await user.click(await screen.findByRole('button', { name: 'Redeem Cash 10' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem Cash 10' });
    await user.type(within(dialog).getByLabelText('Payment password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect((await within(dialog).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Not enough points: you have 50.00.',
    );
  });

  it('sends a player without a payment password to the security centre', async () => {
    fakeServer(...pointCalls());
    const user = userEvent.setup();
    renderMall(true, false);
    await user.click(await screen.findByRole('button', { name: 'Redeem Cash 10' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem Cash 10' });
    expect(within(dialog).queryByLabelText('Payment password')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Go to the security centre' }));
    expect(useDialogs.getState()).toMatchObject({ open: 'memberCentre', page: 'securityCenter' });
  });

  it('converts points, showing the money they give, and checks the least', async () => {
    const server = fakeServer(
      ...pointCalls(),
      publicKeyAnswer(),
      answer(convertPoint, { points: 500, amount: 50, balance: 1050 }),
    );
    const user = userEvent.setup();
    renderMall(true);
    const form = await screen.findByRole('region', { name: 'Convert points to money' });
    const input = await within(form).findByRole('textbox', { name: 'Points to convert' });
    await user.type(input, '50');
    await user.type(within(form).getByLabelText('Payment password'), 'secret');
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(within(form).getByRole('alert').textContent).toBe('Convert at least 100.00 points.');
    expect(sealedBodies(server, convertPoint.path)).toEqual([]);

    await user.clear(input);
    await user.type(input, '500');
    expect(within(form).getByText('You get').nextElementSibling?.textContent).toBe('50.00');
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(
      await within(form).findByText(
        '500.00 points became 50.00. Main wallet: 1,050.00.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const sent = sealedBodies(server, convertPoint.path);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ points: 500, paymentPassword: 'secret' });
    expect(sent[0]?.requestId).toMatch(UUID);
  });
});
