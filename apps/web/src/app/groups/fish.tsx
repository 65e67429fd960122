import { LobbyPage, prefetchLobby } from '../../features/lobby/index.ts';
import type { PagePrefetch } from '../lazy-page.tsx';

export const FishPage = () => <LobbyPage kind="fish" />;
export const prefetchFish: PagePrefetch = (at) => prefetchLobby('fish', at);
