export { VipPage } from '../../features/vip/index.ts';
