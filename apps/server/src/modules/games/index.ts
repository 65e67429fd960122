/** The games area: the catalogue (import, lobby calls, favourites, recent, ranks, rooms). */

export {
  type CachedGame,
  type Catalogue,
  catalogueCacheOf,
  gameKey,
} from './catalogue-cache.ts';
export { importCatalogue } from './catalogue-import.ts';
export { shownCategory } from './categories.ts';
export {
  type CatalogueChange,
  changeConsoleGame,
  changeConsoleVendor,
  consoleVendors,
  type GameFilter,
  pageOfConsoleGames,
} from './console-repo.ts';
export { menuCategories, vendorNames } from './menu-repo.ts';
export { maskAccount } from './service.ts';
export { SPORTSBOOK_ENGINE } from './sportsbook-engine.ts';
export { syncVendorSecrets } from './vendor-kinds.ts';
export { gamesView, vendorsView } from './views.ts';
