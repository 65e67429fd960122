/**
 * What the header's and the home page's jackpot figures need: the jackpot query and the
 * counting figure. Apart from index.ts, like promotions/badge.ts: those figures are chunks
 * of their own (loaded with import(), never in the site's first load) and carry neither
 * the lobby's banner nor its winners list.
 */

export { useMediaQuery } from '../../lib/media-query.ts';
export { JACKPOT_POLL_MS, type Jackpot, useJackpot } from './api/get-jackpot.ts';
export { JackpotAmount } from './components/jackpot-amount.tsx';
export { JackpotIcon } from './components/jackpot-icon.tsx';
