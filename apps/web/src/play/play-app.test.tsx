import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredSession, writeStoredSession } from './session/open-session.ts';
import { fakeServer, refused } from './test/fake-server.ts';
import {
  cherrySpin,
  fair,
  figure,
  opened,
  renderPlay,
  SESSION_ID,
  slotModel,
  TOKEN,
} from './test/fixtures.tsx';

afterEach(() => vi.restoreAllMocks());

const balance = () => figure('Balance');

describe('opening the game', () => {
  it('opens the launch token and shows the game and the balance', async () => {
    const server = fakeServer({
      '/play/api/open': () => opened('slot-sevens', { balance: 1234.5 }),
      '/play/api/slots/model': () => slotModel,
    });
    renderPlay();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sevens' })).toBeTruthy();
    expect(screen.getByText('Balance')).toBeTruthy();
    expect(balance()).toBe('$1,234.50');
    expect(server.to('/play/api/open')).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: TOKEN } }),
    ]);
    expect(server.to('/play/api/slots/model')[0]?.query.get('engine')).toBe('slot-sevens');
    // Kept for a reload: the token works only once.
    expect(readStoredSession(TOKEN)?.sessionId).toBe(SESSION_ID);
  });

  it('says when the balance is demo money', async () => {
    fakeServer({
      '/play/api/open': () => opened('slot-sevens', { mode: 'demo', balance: 2000 }),
      '/play/api/slots/model': () => slotModel,
    });
    renderPlay();
    expect(await screen.findByText('Demo balance')).toBeTruthy();
    expect(figure('Demo balance')).toBe('$2,000.00');
  });

  it('reuses the stored session on a reload instead of opening the token again', async () => {
    writeStoredSession(TOKEN, {
      ...opened('slot-sevens', { balance: 42 }),
      fair: fair(7),
      lastWin: 3,
      rounds: [],
    });
    const server = fakeServer({ '/play/api/slots/model': () => slotModel });
    renderPlay();
    expect(await screen.findByRole('heading', { name: 'Sevens' })).toBeTruthy();
    expect(balance()).toBe('$42.00');
    expect(figure('Last win')).toBe('$3.00');
    expect(server.to('/play/api/open')).toEqual([]);
  });

  it('asks to launch again when the stored session has ended', async () => {
    writeStoredSession(TOKEN, { ...opened('slot-sevens'), lastWin: null, rounds: [] });
    fakeServer({
      '/play/api/slots/model': () => slotModel,
      '/play/api/slots/spin': () =>
        refused(401, 'SESSION_EXPIRED', 'This game session has ended: open the game again'),
    });
    renderPlay();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This game session has ended. Launch the game again from the site.',
    );
    expect(screen.queryByRole('button', { name: 'Spin' })).toBeNull();
    expect(readStoredSession(TOKEN)).toBeUndefined();
  });

  it('shows why the server refused the launch token', async () => {
    fakeServer({
      '/play/api/open': () =>
        refused(401, 'LAUNCH_TOKEN_INVALID', 'This launch token is unknown, used or expired'),
    });
    renderPlay();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This game session has ended. Go back to the site and open the game again.',
    );
    expect(screen.getByRole('heading', { name: 'The game could not be opened' })).toBeTruthy();
    // Refused for good: nothing to retry.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says an engine it cannot play is not available yet, without using up the token', () => {
    const server = fakeServer({});
    renderPlay({ engine: 'keno' });
    expect(screen.getByRole('heading', { name: 'Not available yet' })).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it('says an engine it does not know is not available, after opening', async () => {
    fakeServer({ '/play/api/open': () => opened('keno') });
    renderPlay({ engine: '' });
    await screen.findByRole('heading', { name: 'Sevens' });
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe(
      'This game is not available yet. Please choose another game on the site.',
    );
  });

  it('explains an address without a launch token', () => {
    renderPlay({ token: null });
    expect(screen.getByRole('heading', { name: 'No game to open' })).toBeTruthy();
  });

  it('keeps the balance of the last round for a reload', async () => {
    fakeServer({
      '/play/api/open': () => opened('slot-sevens'),
      '/play/api/slots/model': () => slotModel,
      '/play/api/slots/spin': () => cherrySpin(0, 999.9),
    });
    renderPlay();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    await screen.findByText('You won $0.20');
    expect(readStoredSession(TOKEN)).toMatchObject({
      balance: 999.9,
      lastWin: 0.2,
      fair: { nonce: 1 },
      rounds: [{ nonce: 0 }],
    });
  });
});
