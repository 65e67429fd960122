export { GamePage } from './pages/game-page.tsx';
