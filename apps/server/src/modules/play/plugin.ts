import { modulePlugin } from '../../lib/module-plugin.ts';
import { playRoutes } from './routes.ts';

/** The in-house games' API (the pages this server hosts play through it). */
export default modulePlugin('play', ['auth', 'settings'], async (app) => {
  await app.register(playRoutes);
});
