import { modulePlugin } from '../../lib/module-plugin.ts';
import { memberRoutes } from './routes.ts';
import { securityRoutes } from './security-routes.ts';

/** The member area: registration, passwords, member info and the security centre. */
export default modulePlugin(
  'member',
  ['auth', 'settings', 'rate-limit', 'captcha', 'verification'],
  async (app) => {
    await app.register(memberRoutes);
    await app.register(securityRoutes);
  },
);
