import { modulePlugin } from '../../lib/module-plugin.ts';
import { sportsRoutes } from './routes.ts';

/**
 * The in-house sportsbook (decision 037): the matches its feed job keeps, bets as house
 * rounds of the SPORTS and ESPORTS vendors, settlement and cash-out, a live socket.
 */
export default modulePlugin('sports', ['auth', 'settings'], async (app) => {
  await app.register(sportsRoutes);
});
