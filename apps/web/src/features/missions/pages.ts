/**
 * The missions' member-centre page. The member centre imports this file with import()
 * (member-centre/model/pages.ts), so it loads when first opened.
 */
export { Missions } from './pages/missions.tsx';
