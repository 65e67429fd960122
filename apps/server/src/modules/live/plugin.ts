import { modulePlugin } from '../../lib/module-plugin.ts';
import { liveRoutes } from './routes.ts';

/**
 * The live tables (decision 034): shared rounds of sic bo, dragon tiger and the other
 * dealt games, their calls and their socket. Bets go through the play module's game
 * sessions and wallet callers.
 */
export default modulePlugin('live', ['auth', 'settings'], async (app) => {
  await app.register(liveRoutes);
});
