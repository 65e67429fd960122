export { PointMallPage } from '../../features/point-mall/index.ts';
