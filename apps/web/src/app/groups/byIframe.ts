export { GamePage } from '../../features/game/index.ts';
