/** Game lobbies and category pages (product §2 /:game, /sports, /esports, /fish, /pvp). */

export { gameListQuery, useGameList } from './api/get-game-list.ts';
export { hotGamesQuery, useHotGames } from './api/get-hot-games.ts';
export { GameTile } from './components/game-tile.tsx';
export { LobbyEmpty } from './components/lobby-empty.tsx';
export { LobbyShell } from './components/lobby-shell.tsx';
export { LoginPrompt } from './components/login-prompt.tsx';
export { VendorTabs } from './components/vendor-tabs.tsx';
export { useLaunch } from './hooks/use-launch.ts';
export { type Game, launchTarget, type PlayMode } from './model/launch.ts';
export { type LobbyKind, type MenuVendor, vendorsOf } from './model/lobbies.ts';
export { LobbyPage } from './pages/lobby-page.tsx';
