import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the contract declarations the routes use. In
 * production it is off unless DOCS=true: it maps every call for whoever asks.
 */
export default fp(
  async (app) => {
    if (!app.config.docs) return;
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Gamehall platform API',
          version: '0.1.0',
          description:
            'Every call answers {"success":true,"value":…} or {"success":false,"code","message"} ' +
            'with an honest HTTP status. Money is a decimal with at most 2 places.',
        },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'openapi' },
);
