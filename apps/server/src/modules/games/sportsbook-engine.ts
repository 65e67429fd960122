/**
 * The engine of the catalogue's sportsbook titles (the SPORTS and ESPORTS vendors' games):
 * they open the site's own sportsbook page, whose bets are rounds of that vendor
 * (docs/decisions/037-sportsbook.md).
 */
export const SPORTSBOOK_ENGINE = 'sportsbook';
