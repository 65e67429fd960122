import { createHash, createHmac } from 'node:crypto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VerifyPage } from './verify-page.tsx';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <VerifyPage />
    </MemoryRouter>,
  );

/** The roulette pocket computed here with Node's own crypto, not the engine's code. */
function pocketOf(serverSeed: string, clientSeed: string, nonce: number) {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return Math.floor((bytes.readUInt32BE(0) / 2 ** 32) * 37);
}

describe('VerifyPage', () => {
  it('recomputes a roulette spin from the link the game gives, and shows the seed hash', async () => {
    const serverSeed = 'b'.repeat(64);
    renderAt(`/verify?engine=roulette&serverSeed=${serverSeed}&clientSeed=lucky&nonce=12`);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const result = screen.getByRole('region', { name: 'Recomputed round' });
    const hash = createHash('sha256').update(serverSeed).digest('hex');
    expect(within(result).getByText(hash)).toBeTruthy();
    expect(result.textContent).toContain(
      `The ball lands on ${pocketOf(serverSeed, 'lucky', 12)} (`,
    );
  });

  it('shows every spin of a slot round and its pay as a multiple of the bet', async () => {
    renderAt('/verify?engine=slot-jade-temple&serverSeed=abc&clientSeed=def&nonce=3');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const tables = screen.getAllByRole('table');
    expect(tables.length).toBeGreaterThanOrEqual(1);
    expect(within(tables[0] as HTMLElement).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText(/The round pays \d+\.\d\d × the bet/)).toBeTruthy();
  });

  it('deals the baccarat coup of the seeds', async () => {
    renderAt('/verify?engine=baccarat&serverSeed=abc&clientSeed=def&nonce=0');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Winner')).toBeTruthy();
  });

  it('asks for the missing fields', async () => {
    renderAt('/verify');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter the server seed, the client seed and a nonce of 0 or more.',
    );
  });
});
