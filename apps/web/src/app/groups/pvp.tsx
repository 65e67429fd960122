import { LobbyPage } from '../../features/lobby/index.ts';

export const PvpPage = () => <LobbyPage kind="pvp" />;
