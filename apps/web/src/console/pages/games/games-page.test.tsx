import {
  opsChangeGame,
  opsChangeVendor,
  opsListGames,
  opsListVendors,
  opsVendorKey,
  permissionsOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { renderConsole, signIn } from '../../test/render.tsx';
import type { GameRow, VendorRow } from './games-keys.ts';

const game = (over: Partial<GameRow> = {}): GameRow => ({
  id: 11,
  vendor: 'AURL',
  vendorEnabled: true,
  gameCode: 'gold-rush',
  name: 'Gold Rush',
  category: 'RNG',
  enabled: true,
  isHot: false,
  sort: 3,
  supportPlay: 0,
  engine: null,
  ...over,
});

const vendor = (over: Partial<VendorRow> = {}): VendorRow => ({
  code: 'AURL',
  displayName: 'Aurel Games',
  category: 'RNG',
  enabled: true,
  isHot: false,
  sort: 1,
  games: 40,
  enabledGames: 38,
  inHouse: false,
  ...over,
});

const gameList = answer(opsListGames, (r) => ({
  list: [game(), game({ id: 12, gameCode: 'moon', name: 'Moon Jump', isHot: true, sort: 4 })],
  pageNo: Number(r.query.get('pageNo')),
  totalPages: 2,
  total: 27,
}));
const vendorList = answer(opsListVendors, {
  list: [
    vendor(),
    vendor({
      code: 'CRSH',
      displayName: 'Crash Lab',
      inHouse: true,
      sort: 2,
      games: 3,
      enabledGames: 3,
    }),
  ],
});
/** The server's answer to a change: the row with what was asked applied. */
const changedGame = answer(opsChangeGame, (r) => {
  const { id, enabled, hot, sort } = r.body ?? { id: 0 };
  const was = id === 12 ? game({ id, name: 'Moon Jump', isHot: true, sort: 4 }) : game({ id });
  return {
    ...was,
    ...(enabled === undefined ? {} : { enabled }),
    ...(hot === undefined ? {} : { isHot: hot }),
    ...(sort === undefined ? {} : { sort }),
  };
});

const contentStaff = () => signIn([...permissionsOf('content')], { role: 'content' });

afterEach(() => {
  signIn(null);
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('the games page', () => {
  it('switches a game off and marks one hot, each with its own call', async () => {
    const sent = fakeServer(gameList, vendorList, changedGame);
    contentStaff();
    const user = userEvent.setup();
    renderConsole('/games');
    expect(await screen.findByRole('heading', { name: 'Games', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Games' });
    expect(screen.getByText('27 games')).toBeTruthy();
    const shown = within(table).getByRole('switch', { name: 'Gold Rush shown in the lobby' });
    expect(shown.getAttribute('aria-checked')).toBe('true');

    await user.click(shown);
    expect(await screen.findByText('Saved: Gold Rush.')).toBeTruthy();
    expect(sent.requests(opsChangeGame)[0]?.body).toEqual({ id: 11, enabled: false });
    expect(
      within(table)
        .getByRole('switch', { name: 'Gold Rush shown in the lobby' })
        .getAttribute('aria-checked'),
    ).toBe('false');

    await user.click(within(table).getByRole('switch', { name: 'Moon Jump hot' }));
    await screen.findByText('Saved: Moon Jump.');
    expect(sent.requests(opsChangeGame)[1]?.body).toEqual({ id: 12, hot: false });
  });

  it('saves one row’s order, and says a wrong one without sending it', async () => {
    const sent = fakeServer(gameList, vendorList, changedGame);
    contentStaff();
    const user = userEvent.setup();
    renderConsole('/games');
    const field = await screen.findByRole('spinbutton', { name: 'Order of Gold Rush' });
    await user.clear(field);
    await user.type(field, '-4');
    await user.click(screen.getByRole('button', { name: 'Save the order of Gold Rush' }));
    expect((await screen.findByRole('alert')).textContent).toContain('whole number');
    expect(sent.requests(opsChangeGame)).toHaveLength(0);

    const again = screen.getByRole('spinbutton', { name: 'Order of Gold Rush' });
    await user.clear(again);
    await user.type(again, '1{Enter}');
    await screen.findByText('Saved: Gold Rush.');
    expect(sent.requests(opsChangeGame)[0]?.body).toEqual({ id: 11, sort: 1 });
  });

  it('sends the filter chosen, and keeps it for the next page', async () => {
    const sent = fakeServer(gameList, vendorList);
    contentStaff();
    const user = userEvent.setup();
    renderConsole('/games');
    await screen.findByRole('table', { name: 'Games' });
    await screen.findByRole('option', { name: 'Aurel Games' });
    await user.type(screen.getByRole('searchbox', { name: 'Name or code' }), 'gold');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), 'Aurel Games');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Slots');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Hidden');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByRole('button', { name: 'Clear the filter' });
    const last = sent.requests(opsListGames).at(-1)?.query;
    expect(last?.get('search')).toBe('gold');
    expect(last?.get('vendor')).toBe('AURL');
    expect(last?.get('category')).toBe('RNG');
    expect(last?.get('state')).toBe('disabled');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('button', { name: 'Page 2', current: 'page' });
    const paged = sent.requests(opsListGames).at(-1)?.query;
    expect(paged?.get('pageNo')).toBe('2');
    expect(paged?.get('vendor')).toBe('AURL');
  });

  it('switches a vendor, and hides the keys from a role without games.secrets', async () => {
    const sent = fakeServer(
      gameList,
      vendorList,
      answer(opsChangeVendor, (r) => vendor({ enabled: r.body?.enabled ?? true })),
    );
    contentStaff();
    const user = userEvent.setup();
    renderConsole('/games?tab=vendors');
    const table = await screen.findByRole('table', { name: 'Vendors' });
    expect(within(table).getByText('38 of 40 shown')).toBeTruthy();
    await user.click(within(table).getByRole('switch', { name: 'Aurel Games shown in the lobby' }));
    await screen.findByText('Saved: Aurel Games.');
    expect(sent.requests(opsChangeVendor)[0]?.body).toEqual({ code: 'AURL', enabled: false });
    expect(within(table).queryByRole('columnheader', { name: 'Signing key' })).toBeNull();
    expect(screen.queryByRole('button', { name: /signing key/ })).toBeNull();
  });

  it('shows a vendor’s key once, on asking, to a role holding games.secrets', async () => {
    const sent = fakeServer(
      gameList,
      vendorList,
      answer(opsVendorKey, (r) => ({ vendor: r.query.get('vendor') ?? '', secret: 'ab12cd34' })),
    );
    signIn([...permissionsOf('admin')]);
    const user = userEvent.setup();
    renderConsole('/games');
    await user.click(await screen.findByRole('tab', { name: 'Vendors' }));
    const table = await screen.findByRole('table', { name: 'Vendors' });
    // An in-house vendor has no key to show.
    expect(within(table).getByText('None: played here')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /signing key of Crash Lab/ })).toBeNull();
    expect(screen.queryByText('ab12cd34')).toBeNull();
    expect(sent.requests(opsVendorKey)).toHaveLength(0);

    await user.click(
      within(table).getByRole('button', { name: 'Show the signing key of Aurel Games' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Signing key of Aurel Games' });
    expect(within(dialog).getByText('ab12cd34')).toBeTruthy();
    expect(sent.requests(opsVendorKey)[0]?.query.get('vendor')).toBe('AURL');
    const writeText = vi.fn(async () => {});
    // After user-event's setup, which puts a clipboard of its own in place.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith('ab12cd34');
    expect(await within(dialog).findByText('Copied.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('ab12cd34')).toBeNull();
  });
});
