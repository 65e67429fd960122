import { ConfigError } from '../../config.ts';
import { modulePlugin } from '../../lib/module-plugin.ts';
import { cashierRoutes } from './routes.ts';
import { SANDBOX } from './sandbox-pay-key.ts';
import { sandboxProvider } from './sandbox-provider.ts';

/**
 * Deposits and withdrawals. The built-in sandbox provider, which pays with a click,
 * exists outside production only; a production site whose brand still lists a sandbox
 * deposit channel does not start (decision 020).
 */
export default modulePlugin('cashier', ['auth', 'settings'], async (app) => {
  await app.register(cashierRoutes);
  if (app.config.env === 'production') {
    const { depositChannels } = (await app.settings.get()).settings.money;
    const sandbox = depositChannels.find((c) => c.provider === SANDBOX);
    if (sandbox) {
      throw new ConfigError(
        `deposit channel "${sandbox.id}" uses the ${SANDBOX} provider, which pays without money and does not exist with NODE_ENV=production; remove it from the brand's money.depositChannels`,
      );
    }
  } else {
    await app.register(sandboxProvider);
  }
});
