import { LobbyPage } from '../../features/lobby/index.ts';

export const FishPage = () => <LobbyPage kind="fish" />;
