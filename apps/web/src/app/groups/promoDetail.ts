export { PromoDetailPage } from '../../features/promotions/index.ts';
