/**
 * Player protection (issue 19): the security centre's responsible gaming section and
 * the settings query; by import() of their own files, the reality check
 * ('./reality-check.ts', after a login) and the /responsible-gaming page
 * ('./responsible-gaming.ts').
 * Only lazily loaded screens import this file: nothing here is in the site's first load.
 * The texts (rg_…) are the member area's, the page's (rg_page_…) the pages area's: an area
 * of its own would cost the first load an entry per language.
 */
export { protectionQuery } from './api/get-protection.ts';
export { ResponsibleGamingSlot } from './components/responsible-gaming-slot.tsx';
