export { PromotionsPage } from '../../features/promotions/index.ts';
