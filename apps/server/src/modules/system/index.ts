/** The system area: status, brand settings, notices, help, countries, game menus. */

export { type AlertKind, listAlerts, raiseAlert } from './alerts.ts';
export { dialingCodesOf } from './countries.ts';
export { systemRoutes as default } from './routes.ts';
export type { Settings } from './settings-schema.ts';
