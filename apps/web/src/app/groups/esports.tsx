import { LobbyPage } from '../../features/lobby/index.ts';

export const EsportsPage = () => <LobbyPage kind="esports" />;
