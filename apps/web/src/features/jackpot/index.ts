/**
 * The progressive jackpot (decision 035) as the site shows it: the slots lobby's banner
 * and its query. The header's and the home page's figures use `figure.ts` from chunks of
 * their own, so the call's declaration and the counting stay out of the site's first load.
 */
export { JACKPOT_POLL_MS, jackpotQuery } from './api/get-jackpot.ts';
export { JackpotBanner } from './components/jackpot-banner.tsx';
