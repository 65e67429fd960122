import { SportsBookPage } from '../../features/sports/index.ts';

/** /sports: the in-house sportsbook's sports (a SPORTS vendor's title opens it with ?book=). */
export const SportsPage = () => <SportsBookPage category="SPORTS" />;
