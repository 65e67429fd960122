/** The games area: the catalogue (import, lobby calls, favourites, recent, ranks, rooms). */

export { importCatalogue } from './catalogue-import.ts';
export { gamesRoutes as default } from './routes.ts';
