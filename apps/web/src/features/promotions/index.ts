/** Promotions (spec §2 /promotions, /promoDetail) and the sanitised-HTML view they use. */
export { SafeHtml } from './components/safe-html.tsx';
export { PromoDetailPage } from './pages/promo-detail-page.tsx';
export { PromotionsPage } from './pages/promotions-page.tsx';
