import { modulePlugin } from '../../lib/module-plugin.ts';
import { kycRoutes } from './routes.ts';

/**
 * What app.ts registers for this module (its routes and decorations); other modules use
 * it only through index.ts, which never pulls the routes in (no import cycles through them).
 */
export default modulePlugin('kyc', ['auth', 'settings'], kycRoutes);
