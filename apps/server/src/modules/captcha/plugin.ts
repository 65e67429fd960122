import { getCaptcha } from '@gamehall/contract';
import fp from 'fastify-plugin';
import { handle } from '../../lib/define-routes.ts';
import type { LimitRule } from '../../lib/platform-types.ts';
import { captchaService } from './service.ts';

/** Drawing a PNG costs CPU: one visitor gets a few dozen a minute at most. */
const perIp: LimitRule = { name: 'captcha-ip', points: 30, windowSec: 60 };
/** Product §5/§9: the image captcha refreshes at most once per second. */
const perKey: LimitRule = {
  name: 'captcha-key',
  points: 1,
  windowSec: 1,
  message: 'Please wait a second before asking for another captcha',
};

/** `app.captcha` and GET /wps/captcha (the image the site shows for a key it chose). */
export default fp(
  async (app) => {
    app.decorate('captcha', captchaService(app.database.db));
    handle(
      app,
      getCaptcha,
      async ({ query }) => {
        await app.limiter.hit(perKey, query.key);
        return app.captcha.issue(query.key);
      },
      { ipLimits: [perIp] },
    );
  },
  { name: 'captcha', dependencies: ['rate-limit'] },
);
