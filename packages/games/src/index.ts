/** In-house games: pure, no I/O. Filled by the games issue. */
export const gamesPackage = '@gamehall/games';
