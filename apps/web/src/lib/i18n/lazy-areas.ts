/**
 * Text areas (locales/<lang>/<area>.json) that only lazily loaded screens use — the
 * account dialogs, the member and agent centres ('member': the agent centre's texts are
 * there too, so a new area costs the first load no entry per language) and their money
 * pages, the game lobbies, and 'pages':
 * the information pages (download, join us, VIP, point mall, seamless, lotteries,
 * promotions, help, not found) and the game page. They load with those screens,
 * each in a chunk of its own (vite.config.ts), never with the first page. 'play' is the
 * in-house game page's (play.html) and 'console' the staff console's (console.html): the
 * site itself never loads either.
 */
export const LAZY_AREAS: ReadonlySet<string> = new Set([
  'auth',
  'member',
  'money',
  'games',
  'pages',
  'play',
  'console',
]);
