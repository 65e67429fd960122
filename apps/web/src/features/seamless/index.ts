export { SeamlessPage } from './pages/seamless-page.tsx';
