import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { networkDown, refused } from '../test/fake-server.ts';
import { cherrySpin, figure, renderPlay, SESSION_ID, withFreeSpin } from '../test/fixtures.tsx';
import { prefersReducedMotion, reelNames, serveSlot as serve } from './slot-test-kit.ts';

let postMessage: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // The page runs in the site's frame: window.parent is the site.
  postMessage = vi.fn();
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
  // These tests are about the round, not the reels' animation (slot-reels.test.tsx).
  prefersReducedMotion(true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SlotGame', () => {
  it('spins: shows the reels, the line win and the new balance, and tells the site', async () => {
    const server = serve(() => cherrySpin(0, 999.9));
    renderPlay();
    await screen.findByRole('group', { name: 'Reels' });
    // Before the first spin: each strip from its first stop, each reel a list of symbols.
    expect(reelNames()[0]).toEqual(['Cherry', 'Bar', 'Seven']);
    expect(screen.getByRole('list', { name: 'Reel 1' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bet' }), '$0.10');
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));

    expect((await screen.findByRole('status')).textContent).toBe('You won $0.20');
    expect(reelNames()).toEqual([
      ['Seven', 'Cherry (winning)', 'Bar'],
      ['Blank', 'Cherry (winning)', 'Wild'],
      ['Bar', 'Blank', 'Seven'],
    ]);
    expect(screen.getByText('Line 1: 2 × Cherry pays $0.20')).toBeTruthy();
    expect(figure('Balance')).toBe('$999.90');
    expect(figure('Last win')).toBe('$0.20');

    const [sent] = server.to('/play/api/slots/spin');
    expect(sent?.body).toEqual({ sessionId: SESSION_ID, bet: 0.1, requestId: expect.any(String) });
    expect(sent?.body.requestId).toMatch(/^[\w-]{8,64}$/);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'gamehall:balance' },
      window.location.origin,
    );
  });

  it('says in its own words why the server refused the bet, and moves nothing', async () => {
    serve(() =>
      refused(400, 'AMOUNT_OUT_OF_RANGE', 'This bet is not one of the game’s bet levels', {
        betLevels: [0.2, 1],
      }),
    );
    renderPlay();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Choose one of this game's stakes: $0.20, $1.00.",
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(figure('Balance')).toBe('$1,000.00');
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('sends a failed spin again with the same requestId, and a new spin with a new one', async () => {
    let answer: () => unknown = networkDown;
    const server = serve(() => answer());
    renderPlay();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/connection was lost/);

    // The first try may have reached the server: the retry must name the same round.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/connection was lost/);
    answer = () => cherrySpin(0, 999.9);
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await screen.findByText('You won $0.20');

    answer = () => cherrySpin(1, 999.8);
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(server.to('/play/api/slots/spin')).toHaveLength(4));
    const ids = server.to('/play/api/slots/spin').map((s) => s.body.requestId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toBe(ids[0]);
    expect(ids[3]).not.toBe(ids[0]);
    await waitFor(() => expect(figure('Balance')).toBe('$999.80'));
  });

  it('takes a new requestId after the server refused the bet', async () => {
    const server = serve(() => refused(400, 'WALLET_INSUFFICIENT_FUNDS', 'Insufficient balance'));
    renderPlay();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(server.to('/play/api/slots/spin')).toHaveLength(2));
    const [first, second] = server.to('/play/api/slots/spin');
    expect(second?.body.requestId).not.toBe(first?.body.requestId);
  });

  it('bets once while a spin is in flight', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const server = serve(() => new Promise((resolve) => (finish = resolve)));
    renderPlay();
    const spin = await screen.findByRole('button', { name: 'Spin' });
    await userEvent.click(spin);
    const busy = screen.getByRole('button', { name: 'Spinning…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(busy);
    finish(cherrySpin(0, 999.9));
    await screen.findByText('You won $0.20');
    expect(server.to('/play/api/slots/spin')).toHaveLength(1);
  });

  it('steps through the free spins with their multiplier', async () => {
    serve(() => withFreeSpin(cherrySpin(0, 1001.1)));
    renderPlay();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('status')).textContent).toBe('You won $1.20');
    expect(screen.getByText('Free spins played: 1, wins × 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paid spin' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next spin' }));
    expect(screen.getByRole('heading', { name: 'Free spin 1 of 1 · wins × 2' })).toBeTruthy();
    expect(screen.getByText('Line 2: 3 × Seven pays $1.00')).toBeTruthy();
    // Line 2 is the top row: the top symbol of each reel.
    expect(reelNames().map((reel) => reel[0])).toEqual([
      'Seven (winning)',
      'Seven (winning)',
      'Seven (winning)',
    ]);
    expect((screen.getByRole('button', { name: 'Next spin' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('explains the game: paytable at the chosen bet and the declared RTP', async () => {
    serve(() => cherrySpin(0, 1000));
    renderPlay();
    const bet = await screen.findByRole('combobox', { name: 'Bet' });
    await userEvent.selectOptions(bet, '$0.50');
    expect(screen.getByText('Return to player (RTP): 95.90%')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Paytable at a bet of $0.50' });
    // A line bet of 0.25: two cherries pay 4 × 0.25, three 20 × 0.25.
    expect(within(table).getByRole('row', { name: /Cherry/ }).textContent).toContain(
      '2× $1.00 · 3× $5.00',
    );
  });

  it('shows the spin’s jackpot draw, to check on /verify', async () => {
    serve(() => cherrySpin(0, 999.9));
    renderPlay();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    const result = await screen.findByRole('region', { name: 'Round result' });
    expect(within(result).getByText('Jackpot draw 3000000000 — needed below 42949')).toBeTruthy();
    expect(within(result).getByText(/^Round nonce 0:/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('celebrates a jackpot hit with the amount won, which the balance already holds', async () => {
    serve(() => ({
      ...cherrySpin(0, 6432.1),
      win: 5432.3,
      jackpot: { draw: 1234, threshold: 42_949, hit: true, won: 5432.1 },
    }));
    renderPlay();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    const party = await screen.findByRole('dialog', { name: 'Jackpot!' });
    // The amount counts up on screen; a reader hears it once, as the dialog's description.
    const described = party.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('$5,432.10');
    expect(figure('Balance')).toBe('$6,432.10');
    const result = screen.getByRole('region', { name: 'Round result' });
    expect(within(result).getByText('Jackpot won: $5,432.10')).toBeTruthy();
    expect(within(result).getByText('Jackpot draw 1234 — needed below 42949')).toBeTruthy();

    await userEvent.click(within(party).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
