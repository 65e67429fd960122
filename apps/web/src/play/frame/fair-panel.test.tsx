import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStoredSession } from '../session/open-session.ts';
import { fakeServer, refused } from '../test/fake-server.ts';
import {
  fair,
  HASH_1,
  HASH_2,
  opened,
  renderPlay,
  SESSION_ID,
  slotModel,
  TOKEN,
} from '../test/fixtures.tsx';

afterEach(() => vi.restoreAllMocks());

const SERVER_SEED = 'c3'.repeat(32);

/** A session that played nonces 3 and 4 with the first pair here (0–2 in another game). */
function storeSession() {
  writeStoredSession(TOKEN, {
    ...opened('slot-sevens'),
    fair: fair(5),
    lastWin: 0,
    rounds: [
      { nonce: 3, serverSeedHash: HASH_1, clientSeed: 'client-1' },
      { nonce: 4, serverSeedHash: HASH_1, clientSeed: 'client-1' },
    ],
  });
}

describe('FairPanel', () => {
  it('lists the seeds revealed before, from the server, with a link to verify them', async () => {
    storeSession();
    const server = fakeServer({
      '/play/api/slots/model': () => slotModel,
      '/play/api/seeds': () => ({
        active: fair(5),
        revealed: [
          {
            serverSeed: SERVER_SEED,
            serverSeedHash: HASH_2,
            clientSeed: 'old-seed',
            nonce: 7,
            revealedAt: '2026-11-22T10:00:00.000Z',
          },
        ],
      }),
    });
    renderPlay();
    expect(server.to('/play/api/seeds')).toHaveLength(0);
    await userEvent.click(await screen.findByText('Provably fair'));
    const earlier = await screen.findByRole('region', { name: 'Earlier seeds' });
    await within(earlier).findByText(SERVER_SEED);
    expect(within(earlier).getByText('0 to 6')).toBeTruthy();
    const link = within(earlier).getByRole('link', {
      name: 'Verify the rounds of client seed old-seed',
    });
    expect(link.getAttribute('href')).toBe(
      `/verify?serverSeed=${SERVER_SEED}&clientSeed=old-seed&nonce=0&engine=slot-sevens`,
    );
    expect(server.to('/play/api/seeds')[0]?.body).toEqual({ sessionId: SESSION_ID });
  });

  it('shows the commitment, and on a new client seed the revealed seed and links to verify', async () => {
    storeSession();
    const server = fakeServer({
      '/play/api/slots/model': () => slotModel,
      '/play/api/seeds/rotate': () => ({
        revealed: {
          serverSeed: SERVER_SEED,
          serverSeedHash: HASH_1,
          clientSeed: 'client-1',
          nonce: 5,
        },
        next: fair(0, HASH_2, 'my lucky seed'.replaceAll(' ', '-')),
      }),
    });
    renderPlay();
    await userEvent.click(await screen.findByText('Provably fair'));
    expect(screen.getByText(HASH_1)).toBeTruthy();
    expect(screen.getByText('client-1')).toBeTruthy();
    expect(screen.getByText('Next nonce').nextElementSibling?.textContent).toBe('5');

    await userEvent.type(screen.getByRole('textbox', { name: 'New client seed' }), 'my-lucky-seed');
    await userEvent.click(screen.getByRole('button', { name: 'Change seed and reveal' }));

    const revealed = await screen.findByRole('region', { name: 'Revealed server seed' });
    expect(server.to('/play/api/seeds/rotate')[0]?.body).toEqual({
      sessionId: SESSION_ID,
      clientSeed: 'my-lucky-seed',
    });
    expect(within(revealed).getByText(SERVER_SEED)).toBeTruthy();
    expect(within(revealed).getByText(HASH_1)).toBeTruthy();
    expect(within(revealed).getByText('0 to 4')).toBeTruthy();
    const links = within(revealed).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Verify the round with nonce 4',
      'Verify the round with nonce 3',
    ]);
    const href = new URL(links[0]?.getAttribute('href') ?? '', window.location.origin);
    expect(href.pathname).toBe('/verify');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      serverSeed: SERVER_SEED,
      clientSeed: 'client-1',
      nonce: '4',
      engine: 'slot-sevens',
    });
    // Out of the game frame, onto the site's own page.
    expect(links[0]?.getAttribute('target')).toBe('_top');
    // The new pair is now the commitment.
    expect(screen.getByText(HASH_2)).toBeTruthy();
    expect(screen.getByText('Next nonce').nextElementSibling?.textContent).toBe('0');
  });

  it('does not send a client seed with spaces', async () => {
    storeSession();
    const server = fakeServer({ '/play/api/slots/model': () => slotModel });
    renderPlay();
    await userEvent.click(await screen.findByText('Provably fair'));
    const input = screen.getByRole('textbox', { name: 'New client seed' });
    await userEvent.type(input, 'two words');
    await userEvent.click(screen.getByRole('button', { name: 'Change seed and reveal' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(server.to('/play/api/seeds/rotate')).toEqual([]);
  });

  it('says why rotating failed and what to do', async () => {
    storeSession();
    fakeServer({
      '/play/api/slots/model': () => slotModel,
      '/play/api/seeds/rotate': () => refused(429, 'TOO_MANY_REQUESTS', 'Too many requests'),
    });
    renderPlay();
    await userEvent.click(await screen.findByText('Provably fair'));
    await userEvent.type(screen.getByRole('textbox', { name: 'New client seed' }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Change seed and reveal' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many bets in a short time. Wait a moment, then bet again.',
    );
  });
});
