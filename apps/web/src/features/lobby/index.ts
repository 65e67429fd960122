/** Game lobbies and category pages (spec §2 /:game, /sports, /esports, /fish, /pvp). */
export { LobbyEmpty } from './components/lobby-empty.tsx';
export { LobbyShell } from './components/lobby-shell.tsx';
export { VendorTabs } from './components/vendor-tabs.tsx';
export { type LobbyKind, type MenuVendor, vendorsOf } from './model/lobbies.ts';
export { LobbyPage } from './pages/lobby-page.tsx';
