import { LobbyPage, prefetchLobby } from '../../features/lobby/index.ts';
import type { PagePrefetch } from '../lazy-page.tsx';

/** Slots (/rng, also the crash lobby with ?gameClassify=Crash), hot and favourite games. */
export const RngPage = () => <LobbyPage kind="rng" />;
export const HotPage = () => <LobbyPage kind="hot" />;
export const FavPage = () => <LobbyPage kind="fav" />;
export const prefetchRng: PagePrefetch = (at) => prefetchLobby('rng', at);
