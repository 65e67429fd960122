/*
 * What the lottery pages load when asked for, in one chunk: a game's betting page and the
 * regional games' board, both built on the lottery core (packages/games). One dynamic
 * import keeps the modules they share with the lobby in the lobby's chunk, so the page
 * groups, and the site's first load that lists them, stay as they were.
 */
export { RegionalBoard } from '../components/regional-board.tsx';
export { BettingPage } from './betting-page.tsx';
