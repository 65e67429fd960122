import type { fishShoot, getFishModel, ValueOf } from '@gamehall/contract';
import { FISH_SPECIES } from '@gamehall/games';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStoredSession } from '../session/open-session.ts';
import { fakeServer, networkDown, refused } from '../test/fake-server.ts';
import { fair, figure, opened, renderPlay, SESSION_ID, TOKEN } from '../test/fixtures.tsx';

const model: ValueOf<typeof getFishModel> = {
  species: FISH_SPECIES.map(({ id, multiplier }) => ({ id, multiplier })),
  cannonBets: [0.1, 0.2, 0.5, 1, 2, 5],
  rtpPercent: 96,
  maxShotsPerBatch: 40,
};
const multiplier = (id: string) => FISH_SPECIES.find((s) => s.id === id)?.multiplier ?? 0;

type Body = { sessionId: string; requestId: string; shots: { species: string; bet: number }[] };
const cents = (n: number) => Math.round(n * 100);

/** The server's answer to a batch: the shots `kills` says are killed pay bet × multiplier. */
function answer(body: Body, balance: number, kills: (i: number) => boolean) {
  const shots = body.shots.map((s, i) => ({
    ...s,
    killed: kills(i),
    win: kills(i) ? cents(s.bet * multiplier(s.species)) / 100 : 0,
  }));
  const bet = shots.reduce((sum, s) => sum + cents(s.bet), 0) / 100;
  const win = shots.reduce((sum, s) => sum + cents(s.win), 0) / 100;
  const round: ValueOf<typeof fishShoot> = {
    roundId: 'fish-1',
    bet,
    win,
    balance: (cents(balance) - cents(bet) + cents(win)) / 100,
    fair: fair(0),
    outcome: { shots },
  };
  return round;
}

const SHOOT = '/play/api/fish/shoot';
const routes = (shoot: (body: Body) => unknown) => ({
  '/play/api/open': () =>
    opened('fish', { balance: 100, game: { ...opened('fish').game, name: 'Ocean King' } }),
  '/play/api/fish/model': () => model,
  [SHOOT]: (body: Record<string, unknown>) => shoot(body as unknown as Body),
});

/** Three bullets fired together: they fly side by side and reach the same fish together. */
async function fireThree() {
  const fire = await screen.findByRole('button', { name: 'Fire' });
  fireEvent.click(fire);
  fireEvent.click(fire);
  fireEvent.click(fire);
}

const sentTo = (server: ReturnType<typeof fakeServer>) =>
  server.to(SHOOT).map((s) => s.body as unknown as Body);

beforeEach(() => {
  // jsdom has no 2D canvas: the sea runs undrawn.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

describe('FishGame', () => {
  it('shows the sea, the controls and the paytable', async () => {
    fakeServer(routes(() => refused(500, 'INTERNAL', 'unused')));
    renderPlay({ engine: 'fish' });
    expect(await screen.findByRole('img', { name: /fire the cannon/ })).toBeTruthy();
    expect(screen.getByText('$0.10')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Raise the cannon bet' }));
    expect(screen.getByText('$0.20')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lower the cannon bet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Auto-fire', pressed: false })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Paytable', expanded: false }));
    expect(screen.getByText(/returns 96 % on average/)).toBeTruthy();
    expect(screen.getByText('Sea dragon')).toBeTruthy();
    expect(screen.getByText('×100')).toBeTruthy();
    // At the $0.20 cannon bet, a ×50 whale pays $10.00.
    expect(screen.getByText('pays $10.00')).toBeTruthy();
  });

  it('sends the hits as one batch and shows the kill’s win and the new balance', async () => {
    const server = fakeServer(routes((body) => answer(body, 100, (i) => i === 0)));
    renderPlay({ engine: 'fish' });
    await fireThree();

    await waitFor(() => expect(server.to(SHOOT)).toHaveLength(1), { timeout: 3000 });
    const [batch] = sentTo(server);
    expect(batch?.sessionId).toBe(SESSION_ID);
    expect(batch?.requestId).toMatch(/^[\w-]{8,64}$/);
    expect(batch?.shots).toHaveLength(3);
    const species = batch?.shots[0]?.species ?? '';
    expect(batch?.shots).toEqual(Array(3).fill({ species, bet: 0.1 }));

    const win = cents(0.1 * multiplier(species)) / 100;
    const status = await screen.findByText(/caught: \+/);
    expect(status.textContent).toBe(`${speciesWord(species)} caught: +$${win.toFixed(2)}`);
    const balance = `$${(100 - 0.3 + win).toFixed(2)}`;
    await waitFor(() => expect(figure('Balance')).toBe(balance));
    expect(screen.getAllByText(balance)).toHaveLength(2); // the frame's and the game's
    expect(figure('Last win')).toBe(`$${win.toFixed(2)}`);
  });

  it('sends a batch that got no answer again with the same requestId', async () => {
    let calls = 0;
    const server = fakeServer(
      routes((body) => (++calls === 1 ? networkDown() : answer(body, 100, () => false))),
    );
    renderPlay({ engine: 'fish' });
    await fireThree();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 }),
    );

    await waitFor(() => expect(server.to(SHOOT)).toHaveLength(2));
    const [first, second] = sentTo(server);
    expect(second).toEqual(first);
    await waitFor(() => expect(figure('Balance')).toBe('$99.70'));
    expect(sessionStorage.getItem(`fish-shots:${SESSION_ID}`)).toBeNull();
  });

  it('stops firing on a refusal and charges none of the dropped shots', async () => {
    const server = fakeServer(
      routes(() => refused(409, 'WALLET_INSUFFICIENT_FUNDS', 'insufficient funds')),
    );
    renderPlay({ engine: 'fish' });
    await fireThree();
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toMatch(
      /balance is too low/,
    );
    expect(server.to(SHOOT)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Fire' })).toHaveProperty('disabled', true);
    expect(screen.getAllByText('$100.00')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Play on' }));
    expect(screen.getByRole('button', { name: 'Fire' })).toHaveProperty('disabled', false);
  });

  it('sends the batch a reload left unanswered first, under its requestId', async () => {
    writeStoredSession(TOKEN, { ...opened('fish', { balance: 50 }), lastWin: null, rounds: [] });
    const pending = {
      requestId: 'batch-before-reload',
      shots: [{ species: 'shark', bet: 1, fish: 4 }],
    };
    sessionStorage.setItem(`fish-shots:${SESSION_ID}`, JSON.stringify({ pending, queued: [] }));
    const server = fakeServer(routes((body) => answer(body, 50, () => true)));
    renderPlay({ engine: 'fish' });

    await waitFor(() => expect(server.to(SHOOT)).toHaveLength(1));
    expect(sentTo(server)[0]).toEqual({
      sessionId: SESSION_ID,
      requestId: 'batch-before-reload',
      shots: [{ species: 'shark', bet: 1 }],
    });
    expect((await screen.findByText(/caught/)).textContent).toBe('Shark caught: +$25.00');
    await waitFor(() => expect(figure('Balance')).toBe('$74.00'));
  });
});

function speciesWord(id: string) {
  const names: Record<string, string> = {
    clownfish: 'Clownfish',
    pufferfish: 'Pufferfish',
    turtle: 'Sea turtle',
    lionfish: 'Lionfish',
    octopus: 'Octopus',
    manta: 'Manta ray',
    shark: 'Shark',
    whale: 'Whale',
    dragon: 'Sea dragon',
  };
  return names[id] ?? id;
}
