/** Account record, betting record, profit and loss, bonus details. */
export { recordsRoutes as default } from './routes.ts';
