import { LobbyPage } from '../../features/lobby/index.ts';

export const SportsPage = () => <LobbyPage kind="sports" />;
