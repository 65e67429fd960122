import { LobbyPage, prefetchLobby } from '../../features/lobby/index.ts';
import type { PagePrefetch } from '../lazy-page.tsx';

export const PvpPage = () => <LobbyPage kind="pvp" />;
export const prefetchPvp: PagePrefetch = (at) => prefetchLobby('pvp', at);
