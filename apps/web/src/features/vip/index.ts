export { VipPage } from './pages/vip-page.tsx';
