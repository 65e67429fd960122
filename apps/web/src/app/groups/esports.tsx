import { LobbyPage } from '../../features/lobby/index.ts';

export const EsportsPage = () => <LobbyPage kind="esports" />;

/** Its opening tab's games, asked for with its code at boot (app/pages.ts). */
export { prefetchLobby } from '../../features/lobby/index.ts';
