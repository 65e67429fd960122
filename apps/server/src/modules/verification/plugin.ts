import fp from 'fastify-plugin';
import { codeService } from './code-service.ts';
import { mailer, smsGateway } from './gateways.ts';
import { verificationRoutes } from './routes.ts';

/** `app.codes`, `app.sms`, `app.mailer` and the /wps/verification/… calls. */
export default fp(
  async (app) => {
    app.decorate('sms', smsGateway(app));
    app.decorate('mailer', mailer(app));
    const codes = codeService(app);
    app.decorate('codes', codes);
    verificationRoutes(app, codes);
  },
  { name: 'verification', dependencies: ['rate-limit'] },
);
