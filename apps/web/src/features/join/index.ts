export { JoinPage } from './pages/join-page.tsx';
