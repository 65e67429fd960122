import { modulePlugin } from '../../lib/module-plugin.ts';
import { missionsRoutes } from './routes.ts';

/**
 * What app.ts registers for this module (its routes); other modules use it only through
 * index.ts, which never pulls the routes in (no import cycles through them).
 */
export default modulePlugin('missions', ['auth'], missionsRoutes);
