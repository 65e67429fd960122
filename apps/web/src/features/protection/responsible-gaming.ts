/**
 * The /responsible-gaming page, its own chunk: app/pages.ts imports this file with
 * import(), with the 'pages' texts it keeps its words in.
 */
export { ResponsibleGamingPage } from './pages/responsible-gaming-page.tsx';
