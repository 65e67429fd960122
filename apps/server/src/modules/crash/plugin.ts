import { modulePlugin } from '../../lib/module-plugin.ts';
import { crashRoutes } from './routes.ts';

/**
 * Crash (decision 012): one live round for every instance, its calls and its socket. Its
 * bets go through the play module's game sessions and wallet callers.
 */
export default modulePlugin('crash', ['auth', 'settings'], async (app) => {
  await app.register(crashRoutes);
});
