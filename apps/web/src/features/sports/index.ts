/** The in-house sportsbook (decision 037): /sports and /esports, by category. */
export { SportsBookPage } from './pages/sports-book-page.tsx';
