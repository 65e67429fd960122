import { modulePlugin } from '../../lib/module-plugin.ts';
import { pvpRoutes } from './routes.ts';

/**
 * The PVP card rooms (decision 036): tables of seats where players play each other, their
 * calls and their socket. Seats buy in through the play module's game sessions and the
 * provider service's wallet.
 */
export default modulePlugin('pvp', ['auth', 'settings'], async (app) => {
  await app.register(pvpRoutes);
});
