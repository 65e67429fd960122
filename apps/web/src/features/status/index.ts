/** Status pages (product §2, §4): what the site shows instead of itself. */
export { MaintenancePage } from './pages/maintenance-page.tsx';
export { RestrictionPage } from './pages/restriction-page.tsx';
