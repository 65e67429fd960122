export { PointMallPage } from './pages/point-mall-page.tsx';
