import { LobbyPage, prefetchLobby } from '../../features/lobby/index.ts';
import type { PagePrefetch } from '../lazy-page.tsx';

export const SportsPage = () => <LobbyPage kind="sports" />;
export const prefetchSports: PagePrefetch = (at) => prefetchLobby('sports', at);
