/** The system area: status, brand settings, notices, help, countries, game menus. */
export { systemRoutes as default } from './routes.ts';
