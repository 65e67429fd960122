/** Status pages (spec §2, §4): what the site shows instead of itself. */
export { formatDateTime } from './format-date-time.ts';
export { MaintenancePage } from './pages/maintenance-page.tsx';
export { RestrictionPage } from './pages/restriction-page.tsx';
