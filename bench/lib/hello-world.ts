import Fastify from 'fastify';

// The baseline of the throughput benchmark: Fastify with nothing in it; and of the
// Lighthouse benchmark, /page: the smallest page with a heading and a line of text.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/page', async (_req, reply) =>
  reply
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Baseline</title></head><body><h1>Baseline</h1>' +
        '<p>The smallest page this machine can serve.</p></body></html>',
    ),
);
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
