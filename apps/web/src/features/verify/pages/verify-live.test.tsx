import { createHash, createHmac } from 'node:crypto';
import { LIVE_ENGINES } from '@gamehall/games';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/i18n.ts';
import { LIVE_TABLES } from '../model/recompute-live.ts';
import { spotName } from './live-result.tsx';
import { VerifyPage } from './verify-page.tsx';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <VerifyPage />
    </MemoryRouter>,
  );

/** The big-endian 32-bit words of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:0`), on Node's crypto. */
function words(serverSeed: string, clientSeed: string, nonce: number, count: number) {
  const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return Array.from({ length: count }, (_, i) => BigInt(block.readUInt32BE(4 * i)));
}

/** Sic bo's dice by its README: die = ((u32 × 6) >> 32) + 1, in dealt order. */
const diceOf = (serverSeed: string, clientSeed: string, nonce: number) =>
  words(serverSeed, clientSeed, nonce, 3).map((u) => Number((u * 6n) >> 32n) + 1);

const SUITS = ['♣', '♦', '♥', '♠'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const card = (position: number) =>
  `${RANKS[position % 13]}${SUITS[Math.floor((position % 52) / 13)]}`;

/**
 * Dragon tiger's two cards by its README: the first two steps of a Fisher–Yates shuffle
 * of an unshuffled 8-deck shoe (416 cards), card 0 to dragon, card 1 to tiger.
 */
function dragonTigerOf(serverSeed: string, clientSeed: string, nonce: number) {
  const [u0, u1] = words(serverSeed, clientSeed, nonce, 2) as [bigint, bigint];
  const j0 = Number((u0 * 416n) >> 32n);
  const j1 = 1 + Number((u1 * 415n) >> 32n);
  // After the first swap, position j0 holds the shoe's first card.
  const second = j1 === j0 ? 0 : j1;
  const rank = (p: number) => p % 13;
  const winner = rank(j0) > rank(second) ? 'Dragon' : rank(j0) < rank(second) ? 'Tiger' : 'Tie';
  return { dragon: card(j0), tiger: card(second), winner };
}

/** The bloodlines of the cockfight README's card, in its order (BIRDS[0..15]). */
const BIRDS = [
  'Kelso',
  'Sweater',
  'Roundhead',
  'Hatch',
  'Albany',
  'Claret',
  'Grey',
  'Lemon',
  'Radio',
  'Brown Red',
  'Whitehackle',
  'Butcher',
  'Asil',
  'Bolinao',
  'Lemon 84',
  'Blueface',
];

/**
 * A cockfight's fight by its README: the card from h = sha256(`${table}:${fight}:card`)
 * (meronBp = 3500 + floor(u32 × 3001 / 2³²), birds BIRDS[h[4] mod 16] and BIRDS[h[5] mod 16]
 * moved on by one when they match, weights 2,000 + u16 mod 401 g, odds floor(950,000 / p)
 * − 100 hundredths), then roll = floor(u32 × 100,000 / 2³²) of the round's fair stream
 * HMAC-SHA256(serverSeed, `${table}:${fight}:0`): below 10,000 a draw, below 10,000 + 9 ×
 * meronBp meron, else wala.
 */
function cockfightOf(serverSeed: string, table: string, fight: number) {
  const h = createHash('sha256').update(`${table}:${fight}:card`).digest();
  const meronBp = 3500 + Number((BigInt(h.readUInt32BE(0)) * 3001n) >> 32n);
  const m = (h[4] as number) % 16;
  let w = (h[5] as number) % 16;
  if (w === m) w = (w + 1) % 16;
  const odds = (bp: number) => Math.floor(950_000 / bp) - 100;
  const [u32] = words(serverSeed, table, fight, 1) as [bigint];
  const roll = Number((u32 * 100_000n) >> 32n);
  const winner = roll < 10_000 ? 'draw' : roll < 10_000 + 9 * meronBp ? 'meron' : 'wala';
  return {
    meron: { name: BIRDS[m], grams: 2000 + (h.readUInt16BE(6) % 401), odds: odds(meronBp) },
    wala: { name: BIRDS[w], grams: 2000 + (h.readUInt16BE(8) % 401), odds: odds(10_000 - meronBp) },
    meronBp,
    roll,
    winner,
  };
}

/** The big-endian 32-bit word k of the fair stream: block floor(k / 8) at offset (k mod 8) × 4. */
function streamWord(serverSeed: string, clientSeed: string, nonce: number, k: number) {
  const block = createHmac('sha256', serverSeed)
    .update(`${clientSeed}:${nonce}:${Math.floor(k / 8)}`)
    .digest();
  return BigInt(block.readUInt32BE((k % 8) * 4));
}

/**
 * Three card poker's six cards by its README: the first six steps of a Fisher–Yates
 * shuffle of one fresh 52-card deck (clubs, diamonds, hearts, spades, each A..K), j = k +
 * floor(u32_k × (52 − k) / 2³²); cards 0–2 to the player, 3–5 to the dealer. The dealer
 * qualifies with queen high or better (any pair, flush or straight does).
 */
function threeCardPokerOf(serverSeed: string, clientSeed: string, nonce: number) {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let k = 0; k < 6; k++) {
    const j = k + Number((streamWord(serverSeed, clientSeed, nonce, k) * BigInt(52 - k)) >> 32n);
    [deck[k], deck[j]] = [deck[j] as number, deck[k] as number];
  }
  const dealt = deck.slice(0, 6);
  const dealer = dealt.slice(3);
  const high = dealer.map((p) => (p % 13 === 0 ? 14 : (p % 13) + 1)).sort((a, b) => b - a);
  const [a, b, c] = high as [number, number, number];
  const suited = dealer.every((p) => Math.floor(p / 13) === Math.floor((dealer[0] as number) / 13));
  const straight = (a - c === 2 && a !== b && b !== c) || (a === 14 && b === 3 && c === 2);
  const qualifies = a === b || b === c || suited || straight || a >= 12;
  return { player: dealt.slice(0, 3).map(card), dealer: dealer.map(card), qualifies };
}

/** Hundredths of the stake as "0.90:1". */
const oddsText = (h: number) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}:1`;

const factOf = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('VerifyPage, live tables', () => {
  it('deals a sic bo round from the game’s link: its dice, total, the seed hash and the winning spots', async () => {
    const serverSeed = 'e'.repeat(64);
    renderAt(`/verify?engine=sicbo&serverSeed=${serverSeed}&clientSeed=sicbo&nonce=123`);
    expect(
      (screen.getByRole('combobox', { name: 'Game' }) as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe('Sic bo');
    expect(screen.getByText(/The client seed is the table \(sicbo\)/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    const result = screen.getByRole('region', { name: 'Recomputed round' });
    const dice = diceOf(serverSeed, 'sicbo', 123);
    const total = dice.reduce((a, b) => a + b, 0);
    const triple = dice.every((d) => d === dice[0]);
    expect(factOf(result, 'Dice')).toBe(dice.join(' '));
    expect(factOf(result, 'Total')).toBe(
      `${total} · ${triple ? 'Triple: small and big lose' : total >= 11 ? 'Big' : 'Small'}`,
    );
    expect(
      within(result).getByText(createHash('sha256').update(serverSeed).digest('hex')),
    ).toBeTruthy();
    const won = within(result)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(won).toContain(`Total ${total}`);
    for (const d of new Set(dice)) expect(won).toContain(`Single ${d}`);
  });

  it('deals a dragon tiger round: the two cards and the winner', async () => {
    const serverSeed = '5f'.repeat(32);
    renderAt(
      `/verify?engine=dragon-tiger&serverSeed=${serverSeed}&clientSeed=dragon-tiger&nonce=4711`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    const result = screen.getByRole('region', { name: 'Recomputed round' });
    const dealt = dragonTigerOf(serverSeed, 'dragon-tiger', 4711);
    expect(factOf(result, 'Dragon')).toBe(dealt.dragon);
    expect(factOf(result, 'Tiger')).toBe(dealt.tiger);
    expect(factOf(result, 'Winner')).toMatch(new RegExp(`^${dealt.winner}`));
    expect(
      within(result)
        .getAllByRole('img')
        .map((img) => img.textContent),
    ).toEqual([dealt.dragon, dealt.tiger]);
    if (dealt.winner !== 'Tie') {
      expect(
        within(result)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([dealt.winner]);
    }
  });

  it('reads the cards as its README’s example: dragon 4♦, tiger 5♦, tiger wins', async () => {
    expect(dragonTigerOf('a'.repeat(64), 'player-seed', 7)).toEqual({
      dragon: '4♦',
      tiger: '5♦',
      winner: 'Tiger',
    });
    renderAt(
      `/verify?engine=dragon-tiger&serverSeed=${'a'.repeat(64)}&clientSeed=player-seed&nonce=7`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const result = screen.getByRole('region', { name: 'Recomputed round' });
    expect(within(result).getByRole('img', { name: '4 of diamonds' }).textContent).toBe('4♦');
    expect(within(result).getByRole('img', { name: '5 of diamonds' }).textContent).toBe('5♦');
    expect(factOf(result, 'Winner')).toBe('Tiger');
  });

  it('fills the table as the client seed when a live table is picked, and shows niu niu’s five hands', async () => {
    renderAt(`/verify?serverSeed=${'a'.repeat(64)}&nonce=7`);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'Fan tan');
    const client = screen.getByRole('textbox', { name: 'Client seed' }) as HTMLInputElement;
    expect(client.value).toBe('fantan');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'Niu niu');
    expect(client.value).toBe('niuniu');

    // The README's example: banker bull bull, every position loses.
    await userEvent.clear(client);
    await userEvent.type(client, 'player-seed');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const hands = screen.getByRole('table', { name: 'Hands' });
    const rows = within(hands)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Banker3♥9♠8♦Q♥K♠Bull bull—',
      'Position 19♣4♣7♠8♠6♥Bull 4Loses',
      'Position 2A♦A♥9♦8♣7♥Bull 6Loses',
      'Position 3K♦6♣2♦Q♣6♠No bullLoses',
    ]);
    const result = screen.getByRole('region', { name: 'Recomputed round' });
    expect(factOf(result, 'Winning spots')).toBe('None');
  });

  it('deals a cockfight: the fight card from the table and the fight, the roll and the winner', async () => {
    const serverSeed = '3c'.repeat(32);
    // A fight a side won, and one that was a draw (1 in 10), found by the README's rule.
    const fights = Array.from({ length: 200 }, (_, i) => 500 + i);
    const sideWon = fights.find((n) => cockfightOf(serverSeed, 'cockfight', n).winner !== 'draw');
    const drawn = fights.find((n) => cockfightOf(serverSeed, 'cockfight', n).winner === 'draw');
    if (sideWon === undefined || drawn === undefined) throw new Error('no fights to check');

    for (const nonce of [sideWon, drawn]) {
      const view = renderAt(
        `/verify?engine=cockfight&serverSeed=${serverSeed}&clientSeed=cockfight&nonce=${nonce}`,
      );
      expect(
        (screen.getByRole('combobox', { name: 'Game' }) as HTMLSelectElement).selectedOptions[0]
          ?.textContent,
      ).toBe('Cockfight');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

      const fight = cockfightOf(serverSeed, 'cockfight', nonce);
      const result = screen.getByRole('region', { name: 'Recomputed round' });
      const card = within(result).getByRole('table', { name: `Fight ${nonce}` });
      const meronChance = (fight.meronBp * 90) / 10_000;
      expect(
        within(card)
          .getAllByRole('row')
          .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent)),
      ).toEqual([
        ['Side', 'Bird', 'Weight', 'Chance', 'Pays'],
        [
          'Meron',
          fight.meron.name,
          `${(fight.meron.grams / 1000).toFixed(3)} kg`,
          `${meronChance.toFixed(1)}%`,
          oddsText(fight.meron.odds),
        ],
        [
          'Wala',
          fight.wala.name,
          `${(fight.wala.grams / 1000).toFixed(3)} kg`,
          `${(90 - meronChance).toFixed(1)}%`,
          oddsText(fight.wala.odds),
        ],
        ['Draw', '—', '—', '10.0%', '8:1'],
      ]);
      expect(factOf(result, 'Roll')).toMatch(new RegExp(`^${fight.roll} of 0–99,999`));
      const winner = { meron: 'Meron', wala: 'Wala', draw: 'Draw' }[fight.winner];
      expect(factOf(result, 'Winner')).toBe(winner);
      // A draw gives the sides their stakes back: only the draw bet won.
      expect(
        within(result)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([winner]);
      view.unmount();
    }
  });

  it('deals a three card poker round: both hands, whether the dealer qualifies, the ante’s decision', async () => {
    const serverSeed = '7a'.repeat(32);
    renderAt(
      `/verify?engine=three-card-poker&serverSeed=${serverSeed}&clientSeed=three-card-poker&nonce=2024`,
    );
    expect(
      (screen.getByRole('combobox', { name: 'Game' }) as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe('Three card poker');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    const dealt = threeCardPokerOf(serverSeed, 'three-card-poker', 2024);
    const result = screen.getByRole('region', { name: 'Recomputed round' });
    expect(
      within(result)
        .getAllByRole('img')
        .map((img) => img.textContent),
    ).toEqual([...dealt.player, ...dealt.dealer]);
    const hands = within(result).getByRole('table', { name: 'Hands' });
    const rows = within(hands).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Player', 'Dealer']);
    expect(rows[0]?.textContent).toContain(dealt.player.join(''));
    expect(rows[1]?.textContent).toContain(dealt.dealer.join(''));
    expect(factOf(result, 'Dealer qualifies')).toBe(
      `${dealt.qualifies ? 'Yes' : 'No'} (queen high or better)`,
    );
    expect(factOf(result, 'Higher hand')).toMatch(/^(Player|Dealer|Tie)$/);
    expect(
      within(result).getByText(/^The ante's result depends on each player's decision/),
    ).toBeTruthy();
    for (const li of within(result).queryAllByRole('listitem')) {
      expect(['Ante', 'Pair plus']).toContain(li.textContent);
    }
  });

  it('shows pai gow and casino hold’em rounds in words: hands, categories, the winner', async () => {
    for (const [table, name] of [
      ['pai-gow', 'Pai gow'],
      ['casino-holdem', 'Casino hold’em'],
    ] as const) {
      const view = renderAt(
        `/verify?engine=${table}&serverSeed=${'9b'.repeat(32)}&clientSeed=${table}&nonce=31`,
      );
      expect(
        (screen.getByRole('combobox', { name: 'Game' }) as HTMLSelectElement).selectedOptions[0]
          ?.textContent,
      ).toBe(name.replace('’', "'"));
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      const result = screen.getByRole('region', { name: 'Recomputed round' });
      expect(result.textContent).not.toMatch(/verify_|\{\{/);
      const rows = within(within(result).getByRole('table', { name: 'Hands' })).getAllByRole('row');
      expect(rows.slice(1).map((row) => row.querySelector('th')?.textContent)).toEqual([
        'Player',
        table === 'pai-gow' ? 'Banker' : 'Dealer',
      ]);
      expect(within(result).getAllByRole('img')).toHaveLength(table === 'pai-gow' ? 28 : 19);
      expect(factOf(result, table === 'pai-gow' ? 'Winner' : 'Higher hand')).toMatch(
        /^(Player|Banker|Dealer|Tie|Push: the stake back)$/,
      );
      view.unmount();
    }
  });

  it('names every spot of every live table in words', () => {
    expect(Object.keys(LIVE_ENGINES).sort()).toEqual([...LIVE_TABLES].sort());
    for (const table of LIVE_TABLES) {
      for (const spot of LIVE_ENGINES[table]?.spots ?? []) {
        const name = spotName(testI18n.t, table, spot);
        expect(name, `${table} ${spot}`).not.toBe(spot);
        expect(name).not.toMatch(/\{\{|verify_live_/);
      }
    }
    expect(spotName(testI18n.t, 'fish-prawn-crab', 'pair:fish-crab')).toBe('Pair: Fish + Crab');
    expect(spotName(testI18n.t, 'fantan', 'nim:3-1')).toBe('Nim 3-1');
    expect(spotName(testI18n.t, 'pai-gow', 'main')).toBe('Main');
    expect(spotName(testI18n.t, 'three-card-poker', 'pairPlus')).toBe('Pair plus');
    expect(spotName(testI18n.t, 'casino-holdem', 'aaBonus')).toBe('AA bonus');
  });
});
