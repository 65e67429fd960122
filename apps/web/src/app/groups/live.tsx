import { LobbyPage } from '../../features/lobby/index.ts';

export const LivePage = () => <LobbyPage kind="live" />;
