import { launchGame } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { walletsQuery } from '../../wallet/index.ts';
import { launchQuery } from '../api/launch-game.ts';
import { GamePage } from './game-page.tsx';

const query = (gameId: number, playMode: 'real' | 'demo' = 'real') =>
  launchQuery({
    gameId,
    vassalage: 'GHOR',
    playMode,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: '3',
    language: 'EN',
  }).queryKey;

let lastClient: ReturnType<typeof testQueryClient>;
const clientOfLastRender = () => lastClient;

function renderGame(url: string, answers: [readonly unknown[], unknown][] = []) {
  const client = testQueryClient();
  lastClient = client;
  for (const [key, value] of answers) client.setQueryData(key, value);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <GamePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useSession.setState({ token: 't', accountType: 0 });
  useDialogs.getState().close();
});

describe('GamePage', () => {
  it('plays the launched address in a frame', () => {
    const launched = {
      game_url: '/play/slot-sevens?token=abc&game=g1&lang=EN&mode=real',
      game_url2: '',
      content: '',
      mode: 'real',
      expiresAt: '2026-11-22T10:00:00Z',
    };
    renderGame('/game?gameId=5&vassalage=GHOR', [[query(5), launched]]);
    const frame = screen.getByTitle('Game window');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(launched.game_url);
  });

  it('refreshes the balance when the game in the frame says money moved', async () => {
    renderGame('/game');
    const client = clientOfLastRender();
    const refreshed = vi.spyOn(client, 'invalidateQueries');
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'gamehall:balance' },
        origin: 'https://evil.example',
      }),
    );
    expect(refreshed).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'gamehall:balance' },
        origin: window.location.origin,
      }),
    );
    expect(refreshed).toHaveBeenCalledWith({ queryKey: ['wallet'] });
  });

  it('says in the site’s words why the server refused the launch, and what to do', async () => {
    fakeServer(
      answer(
        launchGame,
        failure(503, 'GAME_UNAVAILABLE', 'This game’s provider is not connected to this site'),
      ),
    );
    renderGame('/game?gameId=7&vassalage=GHOR');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This game is not available right now. Choose another game in the lobby.',
    );
    vi.restoreAllMocks();
  });

  it('offers to move money into a transfer-wallet game, prefilled with the main balance', async () => {
    const launched = {
      game_url: '/play/roulette?token=abc&game=g1&lang=EN&mode=real',
      game_url2: '',
      content: '',
      mode: 'real',
      expiresAt: new Date(Date.now() + 300_000).toISOString(),
      transferWallet: { vassalage: 'AURL', name: 'Aurora Live', autoTransfer: false },
    };
    const wallets = {
      sumBalance: 120.5,
      main: 120.5,
      bonus: 0,
      held: 0,
      isSingle: false,
      vendors: [{ vassalage: 'AURL', name: 'Aurora Live', balance: 0 }],
    };
    renderGame('/game?gameId=9&vassalage=GHOR', [
      [query(9), launched],
      [walletsQuery().queryKey, wallets],
    ]);
    const offer = await screen.findByRole('region', { name: 'Aurora Live keeps its own wallet' });
    expect(within(offer).getByRole('textbox', { name: 'Amount to move in' })).toHaveProperty(
      'value',
      '120.50',
    );
    expect(screen.queryByTitle('Game window')).toBeNull();
    await userEvent.click(
      within(offer).getByRole('button', { name: 'Open the game without moving money' }),
    );
    expect(screen.getByTitle('Game window').getAttribute('src')).toBe(launched.game_url);
    // The player can come back for more money from the game's bar.
    await userEvent.click(screen.getByRole('button', { name: 'Add money' }));
    expect(
      await screen.findByRole('region', { name: 'Aurora Live keeps its own wallet' }),
    ).toBeTruthy();
  });

  it('asks a visitor to log in', () => {
    useSession.setState({ token: null, accountType: null });
    renderGame('/game?gameId=5');
    screen.getByRole('button', { name: 'Log in' }).click();
    expect(useDialogs.getState().open).toBe('login');
  });

  it('explains an address without a game', () => {
    renderGame('/game');
    expect(
      screen.getByText('Choose a game from one of the lobbies and it will open here.'),
    ).toBeTruthy();
  });
});
