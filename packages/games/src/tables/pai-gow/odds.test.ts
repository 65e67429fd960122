import { describe, expect, it } from 'vitest';
import { shuffledPrefix } from '../../fair/shuffled-prefix.ts';
import { mulberry32 } from '../testing/mulberry32.ts';
import { PAI_GOW_DECK_SIZE, unshuffledPaiGowCard } from './cards.ts';
import { PAI_GOW_UNIFORMS, type PaiGowHandResult, paiGowFromCards } from './deal.ts';
import { paiGowEngine as engine } from './engine.ts';

const mirror: Readonly<Record<PaiGowHandResult, PaiGowHandResult>> = {
  player: 'dealer',
  dealer: 'player',
  copy: 'copy',
};

describe('the main bet', () => {
  it('is fair but for the commission and the copies: swapping the hands swaps the winners', () => {
    // Player and dealer get seven cards each from one shuffled deck and set them the same
    // way, so swapping the two blocks is an equally likely deal in which every
    // comparison goes the other way (a copy stays a copy). So P(player wins both) =
    // P(dealer wins both outright) = W, and with C = P(dealer takes the round with a
    // copy), the edge is 1 − (1 + 0.95) W − (1 − 2W − C) = 0.05 W + C.
    const random = mulberry32(3);
    for (let deal = 0; deal < 3_000; deal++) {
      const uniforms = Array.from({ length: PAI_GOW_UNIFORMS }, random);
      const cards = shuffledPrefix(PAI_GOW_DECK_SIZE, uniforms, unshuffledPaiGowCard);
      const o = paiGowFromCards(cards);
      const swapped = paiGowFromCards([...cards.slice(7), ...cards.slice(0, 7)]);
      if (swapped.high !== mirror[o.high] || swapped.low !== mirror[o.low]) {
        throw new Error(`deal ${deal} is not symmetric`);
      }
    }
  });

  it('holds its declared edge within 4 standard errors over 100,000 rounds', {
    timeout: 60_000,
  }, () => {
    // Both estimates from the same deals: the bet's returns as settled (a win 0.95, a
    // loss −1: 0.75 a round of standard deviation), and 0.05 W + C with W counted on
    // both sides (0.11 a round), 7 times as tight. README: a 8,000,000-round run.
    const rounds = 100_000;
    const random = mulberry32(53);
    let [sum, squares, lean, leanSquares] = [0, 0, 0, 0];
    for (let i = 0; i < rounds; i++) {
      const uniforms: number[] = [];
      for (let k = 0; k < PAI_GOW_UNIFORMS; k++) uniforms.push(random());
      const o = engine.dealFrom(uniforms);
      const lost = 1 - Number(engine.settle('main', 100n, o)) / 100;
      sum += lost;
      squares += lost * lost;
      const dealerOutright = o.high === 'dealer' && o.low === 'dealer';
      const x =
        0.025 * ((o.winner === 'player' ? 1 : 0) + (dealerOutright ? 1 : 0)) +
        (o.winner === 'dealer' && !dealerOutright ? 1 : 0);
      lean += x;
      leanSquares += x * x;
    }
    const declared = engine.paytable.main.houseEdge / 100;
    const error = (s: number, q: number) => Math.sqrt((q / rounds - (s / rounds) ** 2) / rounds);
    expect(Math.abs(sum / rounds - declared)).toBeLessThan(4 * error(sum, squares));
    expect(Math.abs(lean / rounds - declared)).toBeLessThan(4 * error(lean, leanSquares));
    expect(error(lean, leanSquares)).toBeLessThan(0.0005);
    expect(engine.paytable.main).toEqual({ pays: '0.95:1', houseEdge: 2.72 });
  });
});
