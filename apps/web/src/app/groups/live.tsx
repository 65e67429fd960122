import { LobbyPage, prefetchLobby } from '../../features/lobby/index.ts';
import type { PagePrefetch } from '../lazy-page.tsx';

export const LivePage = () => <LobbyPage kind="live" />;
export const prefetchLive: PagePrefetch = (at) => prefetchLobby('live', at);
