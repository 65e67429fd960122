import { LobbyPage } from '../../features/lobby/index.ts';

/** Slots (/rng, also the crash lobby with ?gameClassify=Crash), hot and favourite games. */
export const RngPage = () => <LobbyPage kind="rng" />;
export const HotPage = () => <LobbyPage kind="hot" />;
export const FavPage = () => <LobbyPage kind="fav" />;
