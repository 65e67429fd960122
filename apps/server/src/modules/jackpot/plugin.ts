import { modulePlugin } from '../../lib/module-plugin.ts';
import { seedPool } from './pool.ts';
import { jackpotRoutes } from './routes.ts';
import { jackpotSetting } from './service.ts';

/**
 * The progressive jackpot (decision 035): a ledger pool the in-house slots feed and win.
 * Its first money comes from the house at the first start (once: the posting's key).
 */
export default modulePlugin('jackpot', ['auth', 'settings'], async (app) => {
  await app.register(jackpotRoutes);
  app.addHook('onReady', async () => seedPool(app.database.db, await jackpotSetting(app)));
});
