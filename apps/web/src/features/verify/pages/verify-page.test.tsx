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

/** A red envelope's ticket in [0, 10 000) computed here with Node's own crypto (nonce 0). */
function ticketOf(serverSeed: string, clientSeed: string) {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:0:0`).digest();
  return Math.floor((bytes.readUInt32BE(0) / 2 ** 32) * 10_000);
}

const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';

/** A hash chain in play order from its terminating hash: each hash is sha256 of the next. */
function chain(secret: string, length: number): string[] {
  const hashes = [createHash('sha256').update(secret).digest('hex')];
  while (hashes.length < length) {
    const last = Buffer.from(hashes.at(-1) as string, 'hex');
    hashes.push(createHash('sha256').update(last).digest('hex'));
  }
  return hashes.reverse();
}

/** bustabit's published formula, on Node's crypto, not the engine's code. */
function crashPointOf(hash: string) {
  const mac = createHmac('sha256', SALT).update(Buffer.from(hash, 'hex')).digest('hex');
  const x = 99 / (1 - Number.parseInt(mac.slice(0, 13), 16) / 2 ** 52);
  return Math.max(1, Math.floor(x) / 100).toFixed(2);
}

/** 4-byte uniforms of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`), on Node's crypto. */
function uniforms(serverSeed: string, clientSeed: string, count: number) {
  const out: number[] = [];
  for (let round = 0; out.length < count; round++) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:0:${round}`).digest();
    for (let i = 0; i + 4 <= block.length && out.length < count; i += 4) {
      out.push(block.readUInt32BE(i) / 2 ** 32);
    }
  }
  return out;
}

/** The first `picks` of 1…pool after a Fisher–Yates shuffle driven by `us` (packages/games README). */
function shuffled(pool: number, us: number[]) {
  const board = Array.from({ length: pool }, (_, i) => i + 1);
  return us.map((u, k) => {
    const j = k + Math.floor(u * (pool - k));
    [board[k], board[j]] = [board[j] as number, board[k] as number];
    return board[k];
  });
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

  it('recomputes a crash round from its hash and salt, checks its chain and steps back', async () => {
    const [terminating, first, second, third] = chain('operator secret', 4) as [
      string,
      string,
      string,
      string,
    ];
    renderAt(`/verify?engine=crash&hash=${third}&salt=${SALT}&terminatingHash=${terminating}`);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const result = screen.getByRole('region', { name: 'Recomputed round' });
    expect(result.textContent).toContain(`The round crashes at ${crashPointOf(third)}×.`);
    expect(result.textContent).toContain(
      'This hash lies on the chain that ends in the terminating hash given.',
    );
    expect(within(result).getByText(second)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Verify the round before' }));
    expect((screen.getByRole('textbox', { name: 'Round hash' }) as HTMLInputElement).value).toBe(
      second,
    );
    expect(result.textContent).toContain(`The round crashes at ${crashPointOf(second)}×.`);
    expect(within(result).getByText(first)).toBeTruthy();
  });

  it('says when a crash round hash is not on the chain given', async () => {
    const [terminating] = chain('operator secret', 2);
    renderAt(
      `/verify?engine=crash&hash=${'f'.repeat(64)}&salt=${SALT}&terminatingHash=${terminating}`,
    );
    expect(
      (screen.getByRole('textbox', { name: 'Salt of the chain' }) as HTMLInputElement).value,
    ).toBe(SALT);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('region', { name: 'Recomputed round' }).textContent).toContain(
      'This hash does not lead to the terminating hash given within 10,000 rounds',
    );
  });

  it('asks for a crash round’s hash and salt', async () => {
    renderAt('/verify?engine=crash&hash=abc');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe(
      "Enter the round hash (64 hexadecimal characters) and the chain's salt; a terminating hash, if given, has 64 hexadecimal characters too.",
    );
  });

  it('asks for the missing fields', async () => {
    renderAt('/verify');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter the server seed, the client seed and a nonce of 0 or more.',
    );
  });

  it('recomputes a lottery draw from its results link: five digits, and Mark Six with its special', async () => {
    const serverSeed = 'c'.repeat(64);
    const clientSeed = 'SSC_1M:20261126-0001';
    renderAt(
      `/verify?engine=lottery-SSC&serverSeed=${serverSeed}&clientSeed=${clientSeed}&nonce=0`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const digits = uniforms(serverSeed, clientSeed, 5).map((u) => Math.floor(u * 10));
    const result = screen.getByRole('region', { name: 'Recomputed round' });
    expect(within(result).getByText('Numbers drawn').nextElementSibling?.textContent).toBe(
      digits.join(' '),
    );

    const lhcSeed = 'LHC_5M:20261126-0007';
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'lottery-LHC');
    const client = screen.getByRole('textbox', { name: 'Client seed' });
    await userEvent.clear(client);
    await userEvent.type(client, lhcSeed);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const drawn = shuffled(49, uniforms(serverSeed, lhcSeed, 7));
    const lhc = screen.getByRole('region', { name: 'Recomputed round' });
    expect(within(lhc).getByText('Numbers drawn').nextElementSibling?.textContent).toBe(
      drawn.slice(0, 6).join(' '),
    );
    expect(within(lhc).getByText('Special number').nextElementSibling?.textContent).toBe(
      String(drawn[6]),
    );
  });

  it('recomputes a red envelope’s ticket from the link on the raffle’s page', async () => {
    const serverSeed = 'd'.repeat(64);
    const clientSeed = 'a1b2c3d4e5f60718';
    renderAt(`/verify?engine=raffle&serverSeed=${serverSeed}&clientSeed=${clientSeed}&nonce=0`);
    expect(
      (screen.getByRole('combobox', { name: 'Game' }) as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe('Red envelope (raffle)');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const result = screen.getByRole('region', { name: 'Recomputed round' });
    const ticket = ticketOf(serverSeed, clientSeed).toLocaleString('en-US');
    expect(within(result).getByText(`Ticket ${ticket} of 10,000`)).toBeTruthy();
    expect(result.textContent).toContain(
      'Your prize is the one whose ticket range contains this ticket in the promotion',
    );
    expect(
      within(result).getByText(createHash('sha256').update(serverSeed).digest('hex')),
    ).toBeTruthy();
  });
});
