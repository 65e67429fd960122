import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recomputeBlackjack } from '../model/recompute-blackjack.ts';
import { BlackjackOutcomeView } from './live-result-blackjack.tsx';

describe('a blackjack round on /verify', () => {
  it('shows everyone’s first two cards, the dealer’s hand and the sequence the hands draw from', () => {
    const { outcome } = recomputeBlackjack({
      serverSeed: 'a'.repeat(64),
      clientSeed: 'player-seed',
      nonce: 7,
    });
    render(<BlackjackOutcomeView outcome={outcome} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'HandCardsTotal',
      'Player4♦5♦',
      'DealerK♠Q♥20',
    ]);
    // The README's example goes on 6♠ 7♥ 10♦ 5♠ …
    expect(
      screen.getByText('Cards drawn by the hands, in order').nextElementSibling?.textContent,
    ).toMatch(/^6♠7♥10♦5♠/);
    expect(screen.getByText('No pair')).toBeTruthy();
  });
});
