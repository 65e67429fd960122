import { SportsBookPage } from '../../features/sports/index.ts';

/** /esports: the in-house sportsbook's e-sports (an ESPORTS vendor's title opens it with ?book=). */
export const EsportsPage = () => <SportsBookPage category="ESPORTS" />;
