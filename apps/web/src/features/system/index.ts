export { withImageHost } from '@gamehall/contract';
export * from './api/get-announcements.ts';
export * from './api/get-countries.ts';
export * from './api/get-customer-service.ts';
export * from './api/get-domain-route.ts';
export * from './api/get-game-menus.ts';
export * from './api/get-help-center.ts';
export * from './api/get-register-settings.ts';
export * from './api/get-resources.ts';
export * from './api/get-site-config.ts';
export * from './api/get-status.ts';
export * from './api/get-whitelabel.ts';
export { prefetchHomeScreen } from './home-screen.ts';
export { imageUrl, launchUrl } from './image-url.ts';
export {
  allVendors,
  buildNav,
  type CategoryCode,
  categoryIcon,
  categoryInfo,
  type GameMenu,
  type MenuVendor,
  type NavCategory,
  vendorHref,
} from './nav.ts';
export { sectionShown, useSections } from './sections.ts';
export { useNavCategories } from './use-nav-categories.ts';
