import { LobbyPage, prefetchLobby } from '../../features/lobby/index.ts';
import type { PagePrefetch } from '../lazy-page.tsx';

export const EsportsPage = () => <LobbyPage kind="esports" />;
export const prefetchEsports: PagePrefetch = (at) => prefetchLobby('esports', at);
