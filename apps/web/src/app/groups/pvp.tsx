import { LobbyPage } from '../../features/lobby/index.ts';

export const PvpPage = () => <LobbyPage kind="pvp" />;

/** Its opening tab's games, asked for with its code at boot (app/pages.ts). */
export { prefetchLobby } from '../../features/lobby/index.ts';
