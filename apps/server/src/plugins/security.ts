import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers and compression for everything we serve. The CSP allows no inline
 * script: the site is built into files, and /docs (Swagger UI) gets its own hashes from
 * @fastify/swagger-ui's staticCSP.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // React and libraries set style attributes; styles cannot run code.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'frame-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    // Only dynamic answers are compressed here; built assets come precompressed.
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'security' },
);
