/** Promotions (product §2 /promotions, /promoDetail). */
export { PromoDetailPage } from './pages/promo-detail-page.tsx';
export { PromotionsPage } from './pages/promotions-page.tsx';
